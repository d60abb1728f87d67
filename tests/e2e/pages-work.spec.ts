import careers from '@site/src/data/content/careers.json';
import leadership from '@site/src/data/content/leadership.json';
import {test, expect, gotoHydrated} from './fixtures';
import {EMPLOYMENT, LEADERSHIP, mailto, RULES} from './contentPages';
import {describeContentPage} from './pageContent';
import {region} from './pageChecks';

describeContentPage(EMPLOYMENT, () => {
  test('gives every opening its own Apply link naming the role in the subject', async ({page}) => {
    await gotoHydrated(page, '/employment');
    const openings = region(page, 'Current Openings');
    await expect(openings.getByRole('link', {name: /^Apply for /})).toHaveCount(
      careers.openings.length,
    );
    for (const opening of careers.openings) {
      await expect(
        openings.getByRole('link', {name: `Apply for ${opening.title}`, exact: true}),
      ).toHaveAttribute('href', mailto('careers', `Application: ${opening.title}`));
    }
  });

  test('shows each testimonial with its author and country', async ({page}) => {
    await gotoHydrated(page, '/employment');
    const quotes = region(page, 'Testimonials').getByRole('figure');
    await expect(quotes).toHaveCount(3);
    await expect(quotes.first()).toContainText(/\w+ \w\., \w+/);
  });
});

describeContentPage(RULES, () => {
  test('names the four payment methods and the 12-hour promise', async ({page}) => {
    await gotoHydrated(page, '/rules');
    await expect(region(page, 'Payment Methods').getByRole('heading', {level: 3})).toHaveText([
      'Bank Transfer',
      'PayPal',
      'Crypto',
      'Coinbase',
    ]);
    await expect(region(page, 'When You Are Paid')).toContainText(
      'You are paid within 12 hours of approval.',
    );
  });
});

describeContentPage(LEADERSHIP, () => {
  test('shows seven named cards with decorative initials avatars', async ({page}) => {
    await gotoHydrated(page, '/leadership');
    const team = region(page, 'Meet the Team');
    await expect(team.getByRole('heading', {level: 3})).toHaveText(
      leadership.team.map((m) => m.name),
    );
    // The initials are hidden from assistive technology: the name beside them says it all.
    const avatars = team.locator('[aria-hidden="true"]');
    await expect(avatars).toHaveText(leadership.team.map((m) => m.imageText));
    await expect(page.locator('main img')).toHaveCount(0);
  });

  test("links the one leader's own Telegram, in a new tab, and no other card", async ({page}) => {
    await gotoHydrated(page, '/leadership');
    const cards = region(page, 'Meet the Team').getByRole('listitem');
    await expect(cards).toHaveCount(7);
    const daniel = cards.filter({has: page.getByRole('heading', {name: 'Daniel Okafor'})});
    const telegram = daniel.getByRole('link');
    await expect(telegram).toHaveCount(1);
    await expect(telegram).toHaveAccessibleName('Message Daniel Okafor on Telegram');
    // His own address, not the company channel the footer links to.
    await expect(telegram).toHaveAttribute('href', 'https://t.me/danielokafor_example');
    await expect(telegram).toHaveAttribute('target', '_blank');
    await expect(telegram).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(telegram).toHaveAttribute('rel', /\bnoreferrer\b/);

    const others = leadership.team.filter((member) => member.name !== 'Daniel Okafor');
    expect(others).toHaveLength(6);
    for (const member of others) {
      const card = cards.filter({has: page.getByRole('heading', {name: member.name})});
      await expect(card, member.name).toHaveCount(1);
      await expect(card.getByRole('link'), `links on ${member.name}'s card`).toHaveCount(0);
    }
    await expect(page.getByRole('main').getByRole('link', {name: /on Telegram$/})).toHaveCount(1);
  });
});
