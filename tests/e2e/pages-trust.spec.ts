import figuresJson from '@site/src/data/content/figures.json';
import {test, expect, gotoHydrated} from './fixtures';
import {OUR_IMPACT, PARTNERS, TRUST_SAFETY} from './contentPages';
import {describeContentPage} from './pageContent';
import {region} from './pageChecks';

describeContentPage(OUR_IMPACT, () => {
  test('shows the four shared figures', async ({page}) => {
    await gotoHydrated(page, '/our-impact');
    const figures = region(page, 'By the Numbers').getByRole('listitem');
    await expect(figures).toHaveCount(figuresJson.figures.length);
    for (const [index, figure] of figuresJson.figures.entries()) {
      await expect(figures.nth(index)).toContainText(`${figure.value} ${figure.label}`);
    }
  });
});

describeContentPage(PARTNERS);

describeContentPage(TRUST_SAFETY);
