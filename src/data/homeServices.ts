import type {Card} from '@site/src/components/Page/CardList';

/** The six service tiles on the home page, in the order the spec lists them. */
export const HOME_SERVICES: Card[] = [
  {
    icon: 'pen-line',
    title: 'Content & Writing',
    description:
      'Blog posts, technical documentation, product copy and social media content, researched and written by hand.',
  },
  {
    icon: 'palette',
    title: 'Design & Art',
    description:
      'Logos, brand kits, illustrations and NFT and digital art from designers who deliver print-ready, watermark-free files.',
  },
  {
    icon: 'mic',
    title: 'Voice & Audio',
    description:
      'Voice-overs for explainers, e-learning and advertising, recorded in treated studios and edited to broadcast level.',
  },
  {
    icon: 'code-xml',
    title: 'Web & Tech',
    description:
      'Landing pages, website updates and data-entry projects handled by developers and specialists who meet fixed deadlines.',
  },
  {
    icon: 'clapperboard',
    title: 'Video & Media',
    description:
      'Video editing, subtitles and social media management that keep your channels consistent and on schedule.',
  },
  {
    icon: 'languages',
    title: 'Translation & Localization',
    description:
      'Native-speaker translation and localization of documents, software and marketing material across 50+ countries.',
  },
];
