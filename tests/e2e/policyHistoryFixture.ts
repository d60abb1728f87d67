// The fixture site's legal texts with a made-up history (this repository's have one version
// each), dated from its build's day: the statement's second version takes effect on it, the
// privacy policy's third (UPCOMING) 30 days after.
import {dateInWords} from '../support/frontMatter';
import type {ThrowawayRepo} from '../support/throwawayRepo';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const UPCOMING = {
  effective: (buildDate: string) => addDays(buildDate, 30),
  summary: 'Keep applications for eighteen months',
  added: ['eighteen months'],
  removed: ['one year'],
};

function mdx(title: string, effective: string, body: string): string {
  return `---
title: '${title}'
description: 'The ${title} of the fixture site, with a history made up for tests.'
effective_date: '${effective}'
---

${body}`;
}

function terms(law: string, governedBy: string, more = ''): string {
  return `These terms govern your use of the website.

## 1. Use of Website {/* #use-of-website */}

You may use the website only for ${law} purposes.

## 2. Governing Law {/* #governing-law */}

These terms are governed by the laws of ${governedBy}.
${more}`;
}

const PRIVACY = (kept: string, extra: string) => `This policy explains how we handle personal data.

## 1. Applications {/* #applications */}

We keep applications for ${kept} after the last contact.${extra}

## 2. Your Rights {/* #your-rights */}

You may ask to see, correct or delete your personal data.
`;

/** The Markdown Docusaurus documents for writers (docs/writing.md), in every statement. */
export const WRITERS_MARKDOWN = {
  note: 'Questions about this statement go to the ethics team.',
  warning: {title: 'Before you report', text: 'Keep a copy of anything you send.'},
  details: {summary: 'How to report a concern', text: 'Say what you saw, where and when.'},
  code: {title: 'Subject line', text: "const subject = 'Modern slavery concern';"},
  table: {heading: 'Audits', cell: '12'},
};

const STATEMENT = (year: string, training: string) => `This statement covers the year ${year}.

## Training {/* #training */}

Every project manager completes training on the signs of forced labour ${training}.

:::note

${WRITERS_MARKDOWN.note}

:::

:::warning[${WRITERS_MARKDOWN.warning.title}]

${WRITERS_MARKDOWN.warning.text}

:::

<details>
<summary>${WRITERS_MARKDOWN.details.summary}</summary>

${WRITERS_MARKDOWN.details.text}

</details>

\`\`\`js title="${WRITERS_MARKDOWN.code.title}"
${WRITERS_MARKDOWN.code.text}
\`\`\`

| Year | ${WRITERS_MARKDOWN.table.heading} |
| ---- | ------ |
| 2025 | ${WRITERS_MARKDOWN.table.cell} |
`;

export function writeHistory(repo: ThrowawayRepo, buildDate: string): void {
  const write = (file: string, title: string, effective: string, body: string) =>
    repo.write(`legal/${file}.mdx`, mdx(title, effective, body));
  const commit = (message: string, day: string) =>
    repo.commit(message, `${day}T10:00:00+08:00`, ['legal']);

  write('terms', 'Terms of Service', '2024-10-01', terms('lawfull', 'Singapore'));
  const kept = ' Unsuccessful applications are kept for six months.';
  write('privacy-policy', 'Privacy Policy', '2025-01-01', PRIVACY('two years', kept));
  const slavery = 'modern-slavery-statement';
  write(slavery, 'Modern Slavery Statement', '2025-01-01', STATEMENT('2025', 'when they join'));
  commit('Publish the legal texts', '2024-09-02');

  write('terms', 'Terms of Service', '2024-10-01', terms('lawful', 'Singapore'));
  commit('Correct a typo in the Terms', '2024-09-10');

  repo.move('legal/terms.mdx', 'legal/terms-of-service.mdx');
  commit('Name the Terms file after its page', '2025-02-03');

  write('privacy-policy', 'Privacy Policy', '2025-07-01', PRIVACY('one year', ''));
  commit('Shorten how long applications are kept', '2025-06-02');

  const liability = `
## 3. Limitation of Liability {/* #limitation-of-liability */}

We are not liable for losses caused by linked third-party services.
`;
  const courts = 'the Republic of Singapore, whose courts decide any dispute';
  write('terms-of-service', 'Terms of Service', '2025-10-01', terms('lawful', courts, liability));
  commit(
    'Terms: liability and courts\n\nReviewed by counsel.\n\n' +
      'Policy-Change: Adds a limitation of liability and names the courts of Singapore.\n',
    '2025-09-01',
  );

  const every = 'when they join and every year after';
  write(slavery, 'Modern Slavery Statement', buildDate, STATEMENT('2026', every));
  commit('Publish the 2026 statement', '2026-01-05');

  write(
    'privacy-policy',
    'Privacy Policy',
    UPCOMING.effective(buildDate),
    PRIVACY('eighteen months', ''),
  );
  commit(UPCOMING.summary, addDays(buildDate, -1));
}

// Each version as the page built on `buildDate` shows it, newest first: heading | summary |
// effective and published dates | editorial changes. The upcoming version is not among them.
export const fixturePolicies = (buildDate: string) => [
  {
    path: '/terms-of-service',
    versions: [
      'Version 2 (current) | Adds a limitation of liability and names the courts of Singapore. | October 1, 2025 | September 1, 2025',
      'Version 1 | Publish the legal texts | October 1, 2024 | September 2, 2024 | Sep 10, 2024: Correct a typo in the Terms | Feb 3, 2025: Name the Terms file after its page',
    ],
    added: [
      'the Republic of',
      ', whose courts decide any dispute',
      '3. Limitation of Liability',
      'We are not liable for losses caused by linked third-party services.',
    ],
    removed: [],
  },
  {
    path: '/privacy-policy',
    versions: [
      'Version 2 (current) | Shorten how long applications are kept | July 1, 2025 | June 2, 2025',
      'Version 1 | Publish the legal texts | January 1, 2025 | September 2, 2024',
    ],
    added: ['one year'],
    removed: ['two years', 'Unsuccessful applications are kept for six months.'],
  },
  {
    path: '/modern-slavery-statement',
    versions: [
      `Version 2 (current) | Publish the 2026 statement | ${dateInWords(buildDate)} | January 5, 2026`,
      'Version 1 | Publish the legal texts | January 1, 2025 | September 2, 2024',
    ],
    added: ['2026', 'and every year after'],
    removed: ['2025'],
  },
];
