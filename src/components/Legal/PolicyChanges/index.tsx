import {useRef, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useOpenWhilePrinting} from '@site/src/hooks/useOpenWhilePrinting';
import type {ComparedParagraph, Span} from '@site/src/lib/policyHistory';
import styles from './styles.module.css';

export type Props = {
  /** The number of the version compared against. */
  since: number;
  paragraphs: ComparedParagraph[];
  /** The language of the compared text where it is not the page's (English, in a translation). */
  lang?: string;
  /** The comparison of a version not yet in force: "What changes", not "What changed". */
  upcoming?: boolean;
};

const MARKUP = {same: null, added: 'ins', removed: 'del'} as const;

function renderSpans(spans: Span[]): ReactNode[] {
  // A span's offset in its paragraph is its stable key.
  const offsets = spans.map((_, index) =>
    spans.slice(0, index).reduce((length, span) => length + span.text.length, 0),
  );
  return spans.map((span, index) => {
    const Tag = MARKUP[span.mark];
    return Tag ? <Tag key={offsets[index]}>{span.text}</Tag> : span.text;
  });
}

/**
 * "What changed": a word-level comparison with an earlier version, inside a
 * <details> element, so it opens without JavaScript. Added and removed words are
 * <ins> and <del>, underlined and struck through as well as tinted, and named for
 * screen readers by the CSS around them. A printed page shows it open.
 */
export function PolicyChanges({since, paragraphs, lang, upcoming = false}: Props): ReactNode {
  const details = useRef<HTMLDetailsElement>(null);
  useOpenWhilePrinting(details);
  const {selectMessage} = usePluralForm();
  const unchanged = (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'legal.changes.unchanged',
          message: '1 unchanged paragraph|{count} unchanged paragraphs',
          description:
            'Plural forms, separated by "|", in the order of the language\'s plural categories',
        },
        {count},
      ),
    );
  return (
    <details ref={details} className={styles.changes}>
      <summary className={styles.summary}>
        {upcoming ? (
          <Translate id="legal.changes.upcoming" values={{since}}>
            {'What changes from version {since}'}
          </Translate>
        ) : (
          <Translate id="legal.changes.summary" values={{since}}>
            {'What changed since version {since}'}
          </Translate>
        )}
      </summary>
      <p className={styles.legend}>
        <Translate
          id="legal.changes.legend"
          values={{
            underlined: (
              <ins>
                <Translate id="legal.changes.legend.underlined">underlined</Translate>
              </ins>
            ),
            struckThrough: (
              <del>
                <Translate id="legal.changes.legend.struckThrough">struck through</Translate>
              </del>
            ),
          }}>
          {
            'Words added in this version are {underlined}; words removed are {struckThrough}. Paragraphs that did not change are left out.'
          }
        </Translate>
      </p>
      <div className={styles.comparison}>
        {paragraphs.map((paragraph) =>
          'unchanged' in paragraph ? (
            <p key={paragraph.at} className={styles.unchanged}>
              {unchanged(paragraph.unchanged)}
            </p>
          ) : (
            <p key={paragraph.at} lang={lang}>
              {renderSpans(paragraph.spans)}
            </p>
          ),
        )}
      </div>
    </details>
  );
}
