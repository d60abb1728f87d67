/**
 * The made-up history of several versions that the legal texts of the fixture site
 * (fixtureSite.ts) have, for policy-history.spec.ts. This repository's own policies have
 * one version each, so "What changed" is tested there: the history exists nowhere else.
 */
import type {ThrowawayRepo} from '../support/throwawayRepo';

export type FixturePolicy = {
  path: string;
  title: string;
  /** The versions' headings and summaries, newest first. */
  versions: {heading: string; summary: string; effective: string}[];
  /** What the newest version's "What changed" marks. */
  added: string[];
  removed: string[];
};

function mdx(title: string, effective: string, body: string): string {
  return `---
title: '${title}'
description: 'The ${title} of the fixture site, with a history made up for tests.'
effective_date: '${effective}'
---

${body}`;
}

const TERMS_V1 = (law: string) => `These terms govern your use of the website.

## 1. Use of Website {/* #use-of-website */}

You may use the website only for ${law} purposes.

## 2. Governing Law {/* #governing-law */}

These terms are governed by the laws of Singapore.
`;

const TERMS_V2 = `These terms govern your use of the website.

## 1. Use of Website {/* #use-of-website */}

You may use the website only for lawful purposes.

## 2. Governing Law {/* #governing-law */}

These terms are governed by the laws of the Republic of Singapore, whose courts decide any dispute.

## 3. Limitation of Liability {/* #limitation-of-liability */}

We are not liable for losses caused by linked third-party services.
`;

const PRIVACY = (kept: string, extra: string) => `This policy explains how we handle personal data.

## 1. Applications {/* #applications */}

We keep applications for ${kept} after the last contact.${extra}

## 2. Your Rights {/* #your-rights */}

You may ask to see, correct or delete your personal data.
`;

/** The Markdown Docusaurus documents for writers, in every version of the statement. */
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

/** Writes the made-up history, commit by commit, into `repo`. */
export function writeHistory(repo: ThrowawayRepo): void {
  repo.write('legal/terms.mdx', mdx('Terms of Service', '2024-10-01', TERMS_V1('lawfull')));
  repo.write(
    'legal/privacy-policy.mdx',
    mdx(
      'Privacy Policy',
      '2025-01-01',
      PRIVACY('two years', ' Unsuccessful applications are kept for six months.'),
    ),
  );
  repo.write(
    'legal/modern-slavery-statement.mdx',
    mdx('Modern Slavery Statement', '2025-01-01', STATEMENT('2025', 'when they join')),
  );
  repo.commit('Publish the legal texts', '2024-09-02T10:00:00+08:00', ['legal']);

  repo.write('legal/terms.mdx', mdx('Terms of Service', '2024-10-01', TERMS_V1('lawful')));
  repo.commit('Correct a typo in the Terms', '2024-09-10T10:00:00+08:00', ['legal']);

  repo.move('legal/terms.mdx', 'legal/terms-of-service.mdx');
  repo.commit('Name the Terms file after its page', '2025-02-03T10:00:00+08:00', ['legal']);

  repo.write(
    'legal/privacy-policy.mdx',
    mdx('Privacy Policy', '2025-07-01', PRIVACY('one year', '')),
  );
  repo.commit('Shorten how long applications are kept', '2025-06-02T10:00:00+08:00', ['legal']);

  repo.write('legal/terms-of-service.mdx', mdx('Terms of Service', '2025-10-01', TERMS_V2));
  repo.commit(
    'Terms: liability and courts\n\nReviewed by counsel.\n\n' +
      'Policy-Change: Adds a limitation of liability and names the courts of Singapore.\n',
    '2025-09-01T10:00:00+08:00',
    ['legal'],
  );

  repo.write(
    'legal/modern-slavery-statement.mdx',
    mdx(
      'Modern Slavery Statement',
      '2026-01-01',
      STATEMENT('2026', 'when they join and every year after'),
    ),
  );
  repo.commit('Publish the 2026 statement', '2026-01-05T10:00:00+08:00', ['legal']);
}

export const FIXTURE_POLICIES: FixturePolicy[] = [
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    versions: [
      {
        heading: 'Version 2 (current)',
        summary: 'Adds a limitation of liability and names the courts of Singapore.',
        effective: 'October 1, 2025',
      },
      {heading: 'Version 1', summary: 'Publish the legal texts', effective: 'October 1, 2024'},
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
    title: 'Privacy Policy',
    versions: [
      {
        heading: 'Version 2 (current)',
        summary: 'Shorten how long applications are kept',
        effective: 'July 1, 2025',
      },
      {heading: 'Version 1', summary: 'Publish the legal texts', effective: 'January 1, 2025'},
    ],
    added: ['one year'],
    removed: ['two years', 'Unsuccessful applications are kept for six months.'],
  },
  {
    path: '/modern-slavery-statement',
    title: 'Modern Slavery Statement',
    versions: [
      {
        heading: 'Version 2 (current)',
        summary: 'Publish the 2026 statement',
        effective: 'January 1, 2026',
      },
      {heading: 'Version 1', summary: 'Publish the legal texts', effective: 'January 1, 2025'},
    ],
    added: ['2026', 'and every year after'],
    removed: ['2025'],
  },
];
