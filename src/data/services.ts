import type {Card} from '@site/src/components/Page/CardList';

/** The six services on /services, in the order the spec lists them. */
export const SERVICES: Card[] = [
  {
    icon: 'languages',
    title: 'Translation & Localization',
    description:
      'Documents, websites, apps and marketing material translated by native speakers and adapted to local conventions, terminology and tone. Every file is checked against the source by a second reviewer.',
  },
  {
    icon: 'palette',
    title: 'Graphic & Creative Design',
    description:
      'Logos, brand identities, social media graphics, presentations and print layouts, delivered as high-resolution, watermark-free files ready for production.',
  },
  {
    icon: 'mic',
    title: 'Voice-over & Audio',
    description:
      'Narration for explainer videos, e-learning, audiobooks and advertising in a range of languages and accents, recorded, cleaned and mastered to your specification.',
  },
  {
    icon: 'gem',
    title: 'NFT & Digital Art',
    description:
      'Original hand-made illustrations, character designs and trait layers for digital collections. No AI-generated artwork, ever.',
  },
  {
    icon: 'notebook-pen',
    title: 'Technical Writing / Blogging',
    description:
      'User guides, API documentation, knowledge-base articles and researched blog posts written by specialists and reviewed for accuracy and originality.',
  },
  {
    icon: 'puzzle',
    title: 'Custom Requests',
    description:
      'Video editing, subtitling, data entry, social media management or a mix of skills: describe the project and we assemble a managed team for it.',
  },
];
