import type {Page} from '@playwright/test';
import testimonials from '@site/src/data/content/testimonials.json';
import homeServices from '@site/src/data/content/homeServices.json';
import {test, expect, gotoHydrated, gotoWithPausedClock} from './fixtures';
import {expectMailLinks, expectSections, FACTS, mailHref, region} from './pageChecks';

const HERO_MAIL_LINKS = {'Apply for Work': 'careers', 'Partner with Us': 'partnerships'} as const;

const SECTIONS = {
  'About Us': null,
  'Our Services': 6,
  'Our Impact': 4,
  'What Our Freelancers Say': 10,
  'Get in Touch': 4,
  'Why You Can Trust Us': 3,
};

test.describe('given the home page', () => {
  test('shows the hero, every section and the exact counts', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Freelance talent, employed and managed directly',
    );
    await expectSections(page, SECTIONS);
    const services = region(page, 'Our Services');
    for (const service of homeServices.services) {
      await expect(services.getByRole('heading', {level: 3, name: service.title})).toBeVisible();
    }
    await expect(region(page, 'Our Impact')).toContainText('5,000+ Freelancers Hired');
    await expect(region(page, 'Our Impact')).toContainText('12-Hour Guaranteed Payments');
  });

  test('offers mail links styled as buttons, and the community chat link', async ({page}) => {
    await gotoHydrated(page, '/');
    const hero = page.locator('header').filter({has: page.getByRole('heading', {level: 1})});
    const apply = hero.getByRole('link', {name: 'Apply for Work'});
    await expect(apply).toHaveAttribute('href', mailHref('careers'));
    await expect(apply).toHaveClass(/button/);
    const partner = hero.getByRole('link', {name: 'Partner with Us'});
    await expect(partner).toHaveAttribute('href', mailHref('partnerships'));
    await expect(partner).toHaveClass(/button/);

    const contact = region(page, 'Get in Touch');
    await expect(contact.getByRole('link', {name: FACTS.emails.careers})).toHaveAttribute(
      'href',
      mailHref('careers'),
    );
    await expect(contact.getByRole('link', {name: FACTS.emails.partnerships})).toHaveAttribute(
      'href',
      mailHref('partnerships'),
    );
    await expect(contact.getByRole('link', {name: FACTS.emails.general})).toHaveAttribute(
      'href',
      mailHref('general'),
    );
    const discord = contact.getByRole('link', {name: 'Join our Discord server'});
    await expect(discord).toHaveAttribute('href', FACTS.links.discord);
    await expect(discord).toHaveAttribute('target', '_blank');
    await expect(discord).toHaveAttribute('rel', /noopener/);
  });

  test('describes the company and the site in JSON-LD', async ({page}) => {
    await gotoHydrated(page, '/');
    const scripts = page.locator('head script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const data = JSON.parse((await scripts.textContent()) ?? '');
    const graph: Record<string, unknown>[] = data['@graph'];
    const organization = graph.find((node) => node['@type'] === 'Organization');
    const website = graph.find((node) => node['@type'] === 'WebSite');
    expect(data['@context']).toBe('https://schema.org');
    expect(organization).toMatchObject({
      name: FACTS.brandName,
      url: `${FACTS.siteUrl}/`,
      email: FACTS.emails.general,
      address: {'@type': 'PostalAddress', addressLocality: 'Singapore', addressCountry: 'SG'},
      sameAs: [FACTS.links.telegram, FACTS.links.discord],
    });
    expect(organization?.logo).toMatch(/^https?:\/\/.+\/img\/logo\.svg$/);
    expect(website).toMatchObject({
      url: `${FACTS.siteUrl}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${FACTS.siteUrl}/blog?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

test.describe('given the home page without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('is readable: headings, mail links and every quote', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expectSections(page, SECTIONS);
    await expectMailLinks(page, HERO_MAIL_LINKS);
    // Nothing can rotate, so the quotes read as a plain list and the controls are gone.
    const carousel = page.getByRole('group', {name: 'Freelancer testimonials'});
    for (const testimonial of testimonials.testimonials) {
      await expect(carousel.getByText(testimonial.quote)).toBeVisible();
    }
    await expect(carousel.getByRole('button')).toHaveCount(0);
  });
});

test.describe('given the testimonial carousel', () => {
  const quote = (index: number) => testimonials.testimonials[index].quote;

  async function openCarousel(page: Page) {
    // The clock creeps only until hydration, when the first countdown starts: from here
    // on only runFor() moves time. (Paused after hydration instead, a busy machine let
    // the first 5 s run out before the pause, and the second quote was up.)
    await gotoWithPausedClock(page, '/');
    const carousel = page.getByRole('group', {name: 'Freelancer testimonials'});
    const current = carousel.locator('li[data-current]');
    return {carousel, current, slides: carousel.getByRole('list')};
  }

  // The clock's cycle (the loop from the tenth quote to the first, Pause, Play, the hold) is
  // tested in unit/carouselClock.test.ts, and the controls, the hold and reduced motion on the
  // component in unit/testimonialCarousel.test.tsx; here, that the page runs it on its timers.
  test('shows the next quote every 5 s', async ({page}) => {
    const {carousel, current, slides} = await openCarousel(page);
    await expect(current).toContainText(quote(0));
    await expect(current).toContainText(
      `${testimonials.testimonials[0].name}, ${testimonials.testimonials[0].country}`,
    );
    await expect(carousel.getByText(quote(0))).toBeVisible();
    await expect(carousel.getByText(quote(1))).toBeHidden();
    // Rotating on its own, it stays quiet for screen readers.
    await expect(slides).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(5000);
    await expect(current).toContainText(quote(1));
    await expect(carousel.getByText(quote(1))).toBeVisible();
    // Leaving the carousel restarts the countdown now, so the next 5 s can be timed exactly.
    await carousel.hover();
    await page.mouse.move(0, 0);
    await page.clock.runFor(4999);
    await expect(current).toContainText(quote(1));
    await page.clock.runFor(1);
    await expect(current).toContainText(quote(2));
  });

  test('moves with the next and previous buttons, wrapping at the ends, at one height for every quote', async ({
    page,
  }) => {
    const {carousel, current} = await openCarousel(page);
    const next = carousel.getByRole('button', {name: 'Next testimonial'});
    const previous = carousel.getByRole('button', {name: 'Previous testimonial'});
    const height = async () => (await carousel.boundingBox())?.height;
    const first = await height();
    const last = testimonials.testimonials.length - 1;
    for (let index = 1; index <= last; index += 1) {
      await next.click();
      await expect(current).toContainText(quote(index));
      expect(await height(), `height with quote ${index + 1}`).toBe(first);
    }
    await next.click();
    await expect(current).toContainText(quote(0));
    await previous.click();
    await expect(current).toContainText(quote(last));
    await previous.press('Enter');
    await expect(current).toContainText(quote(last - 1));
  });
});
