import figuresJson from '@site/src/data/content/figures.json';
import {test, expect, gotoHydrated} from './fixtures';
import {describeContentPage} from './pageContent';
import {region} from './pageChecks';

describeContentPage(
  {
    path: '/our-impact',
    h1: 'Our Impact',
    sections: {
      'Where We Make a Difference': 5,
      'By the Numbers': 4,
      Stories: 3,
      'Our Commitment': null,
    },
    mailLinks: [],
  },
  () => {
    test('shows the four shared figures', async ({page}) => {
      await gotoHydrated(page, '/our-impact');
      const figures = region(page, 'By the Numbers').getByRole('listitem');
      await expect(figures).toHaveCount(figuresJson.figures.length);
      for (const [index, figure] of figuresJson.figures.entries()) {
        await expect(figures.nth(index)).toContainText(`${figure.value} ${figure.label}`);
      }
    });
  },
);

describeContentPage({
  path: '/partners',
  h1: 'Partner with Talentlane',
  sections: {
    'Partner Types': 5,
    'Why Partner with Us': 3,
    'Start a Partnership': null,
    'Our Vision': null,
  },
  mailLinks: [
    {name: 'Become a Partner', to: 'partnerships', subject: 'Partnership inquiry'},
    {name: 'E-mail Our Partnerships Team', to: 'partnerships', subject: 'Partnership inquiry'},
  ],
});

describeContentPage({
  path: '/trust-safety',
  h1: 'Trust & Safety',
  sections: {
    Safeguards: 5,
    'Zero-Tolerance Policies': 4,
    'Why You Can Trust Us': 3,
    'Contact Our Safety Team': null,
  },
  mailLinks: [{name: 'Report a Concern', to: 'safety', subject: 'Safety report'}],
});
