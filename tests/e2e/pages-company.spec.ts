import about from '@site/src/data/content/about.json';
import services from '@site/src/data/content/services.json';
import freelancers from '@site/src/data/content/freelancers.json';
import investors from '@site/src/data/content/investors.json';
import type {EmailKey} from '@site/src/config/site';
import {test, expect, gotoHydrated} from './fixtures';
import {expectMailLinks, expectSections, FACTS, region} from './pageChecks';

type PageSpec = {
  h1: string;
  /** Section heading → the exact number of list items inside it (null: not a counted list). */
  sections: Record<string, number | null>;
  /** Link name → the address it must write to. */
  mailLinks: Record<string, EmailKey>;
};

const PAGES: Record<string, PageSpec> = {
  '/about': {
    h1: 'About Talentlane',
    sections: {'Our Mission': null, 'Our Core Values': 3, 'Partners in Success': null},
    mailLinks: {'Write to our partnerships team': 'partnerships'},
  },
  '/services': {
    h1: 'Our Services',
    sections: {'What We Deliver': 6, 'Start a Project': null},
    mailLinks: {'Request a Quote': 'general'},
  },
  '/freelancers': {
    h1: 'For Freelancers',
    sections: {
      'Why Work With Us?': freelancers.benefits.length,
      'How to Apply': null,
      'Testimonials from Our Freelancers': 3,
    },
    mailLinks: {'Apply Now': 'careers'},
  },
  '/contact': {
    h1: 'Contact Us',
    sections: {'How to Reach Us': 3},
    mailLinks: {[FACTS.emails.general]: 'general'},
  },
  '/investors': {
    h1: 'Investor Relations',
    sections: {
      'Why Invest': 6,
      'Revenue Sources': 3,
      'Growth Strategy': null,
      Updates: investors.updates.length,
      'Contact Investor Relations': null,
    },
    mailLinks: {[FACTS.emails.investors]: 'investors'},
  },
};

for (const [path, spec] of Object.entries(PAGES)) {
  test.describe(`given ${path}`, () => {
    test('shows its h1, every section, the exact counts and its mail links', async ({page}) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(spec.h1);
      await expectSections(page, spec.sections);
      await expectMailLinks(page, spec.mailLinks);
    });
  });

  test.describe(`given ${path} without JavaScript`, () => {
    test.use({javaScriptEnabled: false});

    test('is readable: h1, section headings and mail links', async ({page}) => {
      await page.goto(path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(spec.h1);
      await expectSections(page, spec.sections);
      await expectMailLinks(page, spec.mailLinks);
    });
  });
}

test.describe('given the page contents', () => {
  test('/about lists the three core values', async ({page}) => {
    await gotoHydrated(page, '/about');
    const values = region(page, 'Our Core Values');
    for (const value of about.coreValues) {
      await expect(values.getByRole('heading', {level: 3, name: value.title})).toBeVisible();
    }
  });

  test('/services shows the six services in order', async ({page}) => {
    await gotoHydrated(page, '/services');
    await expect(region(page, 'What We Deliver').getByRole('heading', {level: 3})).toHaveText(
      services.services.map((service) => service.title),
    );
  });

  test('/freelancers names the audience in its title and lays out its lists in columns', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, '/freelancers');
    await expect(page).toHaveTitle('For Freelancers — Join Talentlane');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'For Freelancers — Join Talentlane',
    );
    await expect(page.locator('header p').first()).toContainText('global freelance movement');
    await expect(region(page, 'How to Apply')).toContainText('no complex sign-ups');
    await expect(page.getByRole('link', {name: 'Apply Now'})).toHaveClass(/button/);

    const columns = async (listName: string) => {
      const list = region(page, listName).getByRole('list');
      return list.evaluate(
        (element) => getComputedStyle(element).gridTemplateColumns.split(' ').length,
      );
    };
    expect(await columns('Why Work With Us?')).toBe(2);
    expect(await columns('Testimonials from Our Freelancers')).toBe(3);
    const quotes = region(page, 'Testimonials from Our Freelancers');
    for (const item of freelancers.testimonials) {
      await expect(quotes.getByText(item.quote)).toBeVisible();
      await expect(quotes.getByText(`${item.name}, ${item.country}`)).toBeVisible();
    }
  });

  test('/contact links file submissions to the file-transfer site, in a new tab', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    const cards = region(page, 'How to Reach Us');
    await expect(cards.getByRole('heading', {level: 3})).toHaveText([
      'Live Chat',
      'Email',
      'File Submissions',
    ]);
    await expect(cards.getByRole('listitem').first()).toContainText('24/7');
    const transfer = cards.getByRole('link', {name: 'Open WeTransfer'});
    await expect(transfer).toHaveAttribute('href', FACTS.links.fileTransfer);
    await expect(transfer).toHaveAttribute('rel', /noopener/);
  });

  test('/investors states the market size and the compliance', async ({page}) => {
    await gotoHydrated(page, '/investors');
    const reasons = region(page, 'Why Invest');
    await expect(reasons).toContainText('$1.5 trillion by 2030');
    await expect(reasons).toContainText('GDPR');
    await expect(reasons).toContainText('PDPA');
    await expect(reasons.getByRole('heading', {level: 3})).toHaveText(
      investors.reasons.map((reason) => reason.title),
    );
    await expect(region(page, 'Updates').locator('time').first()).toHaveAttribute(
      'datetime',
      investors.updates[0].date,
    );
  });
});
