// @vitest-environment jsdom
import {render, screen} from '@testing-library/react';
import {DEFAULT_FACTS} from '@site/src/config/site';
import {MailLink} from '@site/src/components/Links/MailLink';

vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({
    siteConfig: {customFields: {facts: DEFAULT_FACTS, buildYear: 2026, blogCategoryNames: []}},
  }),
}));

describe('given a mail link', () => {
  it('drawn as a button, holds each hyphenated word of its label whole, and reads as before', () => {
    render(
      <MailLink to="careers" className="button button--primary">
        Apply by E-mail or e-mail later
      </MailLink>,
    );
    const link = screen.getByRole('link', {name: 'Apply by E-mail or e-mail later'});
    const whole = [...link.querySelectorAll('.whole-word')].map((word) => word.textContent);
    expect(whole).toEqual(['E-mail', 'e-mail']);
    expect(link).toHaveAttribute('href', `mailto:${DEFAULT_FACTS.emails.careers}`);
  });

  it('in running text, leaves its label as written', () => {
    render(<MailLink to="careers">our e-mail address</MailLink>);
    expect(
      screen.getByRole('link', {name: 'our e-mail address'}).querySelector('.whole-word'),
    ).toBe(null);
  });

  it('without a label, shows the address', () => {
    render(<MailLink to="general" />);
    expect(screen.getByRole('link', {name: DEFAULT_FACTS.emails.general})).toBeVisible();
  });
});
