import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** The legal sidebar: links the three policy texts to each other. */
const sidebars: SidebarsConfig = {
  legal: ['terms-of-service', 'privacy-policy', 'modern-slavery-statement'],
};

export default sidebars;
