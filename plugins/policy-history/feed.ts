/**
 * The policies' changes as an Atom 1.0 feed (RFC 4287), written with the `feed` package, as
 * Docusaurus' blog plugin writes its own: an entry for each version of each policy, the
 * announced one included, dated the day it was published, saying when it takes effect and
 * what changed.
 */
import {Feed} from 'feed';
import {
  feedTitle,
  POLICY_FEED,
  upcomingPath,
  type ComparedParagraph,
  type PolicyHistory,
  type PolicyVersion,
} from '../../src/lib/policyHistory';

export type FeedPolicy = {title: string; permalink: string; history: PolicyHistory};

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);

/** "What changed" as HTML: the changed paragraphs with <ins> and <del>, a count for the rest. */
function changesHtml(paragraphs: ComparedParagraph[]): string {
  return paragraphs
    .map((paragraph) =>
      'unchanged' in paragraph
        ? `<p>(${paragraph.unchanged} unchanged)</p>`
        : `<p>${paragraph.spans
            .map(({mark, text}) =>
              mark === 'same'
                ? escape(text)
                : `<${mark === 'added' ? 'ins' : 'del'}>${escape(text)}</${mark === 'added' ? 'ins' : 'del'}>`,
            )
            .join('')}</p>`,
    )
    .join('');
}

const day = (date: string) => new Date(`${date}T00:00:00Z`);

export function policyFeed(site: {url: string; title: string}, policies: FeedPolicy[]): string {
  const url = (path: string) => new URL(path, site.url).href;
  const entries = policies.flatMap(({title, permalink, history}) => {
    if (!history.available) return [];
    const versions: [PolicyVersion, boolean][] = [
      ...(history.upcoming ? [[history.upcoming, true] as [PolicyVersion, boolean]] : []),
      ...history.versions.map((version): [PolicyVersion, boolean] => [version, false]),
    ];
    return versions.map(([version, upcoming]) => {
      const when = `${upcoming ? 'takes effect' : 'effective'} ${version.effectiveDate}`;
      const changes = version.changes
        ? `<h2>What changed since version ${version.number - 1}</h2>${changesHtml(version.changes)}`
        : '';
      const edits = version.editorialChanges.map(({date}) => date);
      return {
        title: `${title}, version ${version.number} (${when})`,
        id: url(`${permalink}#version-${version.number}`),
        link: url(upcoming ? upcomingPath(permalink) : permalink),
        date: day([version.publishedDate, ...edits].sort().at(-1)!),
        published: day(version.publishedDate),
        description: escape(version.summary),
        content: `<p>${escape(version.summary)}</p><p>${escape(when)}.</p>${changes}`,
      };
    });
  });
  entries.sort((a, b) => b.date.getTime() - a.date.getTime() || a.id.localeCompare(b.id));
  const feed = new Feed({
    id: url(POLICY_FEED),
    title: feedTitle(site.title),
    link: url('/'),
    feedLinks: {atom: url(POLICY_FEED)},
    author: {name: site.title, link: url('/')},
    updated: entries[0]?.date ?? day('1970-01-01'),
    copyright: site.title,
  });
  entries.forEach((entry) => feed.addItem(entry));
  return feed.atom1();
}
