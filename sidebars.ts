import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** The legal pages' navigation, under each policy (src/components/Legal/PolicyNav), in this order. */
const sidebars: SidebarsConfig = {
  legal: ['modern-slavery-statement', 'terms-of-service', 'privacy-policy'],
};

export default sidebars;
