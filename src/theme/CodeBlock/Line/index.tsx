// Ejected from Docusaurus 3.10.2 theme-classic: each line is a <span> made a block, not a <div>,
// which HTML does not allow inside <code> (the Nu checker in npm test refuses it). Lines still
// end in a <br/>, so they break the same way. Otherwise as shipped.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

// A line of a single '\n' would break twice, with the <br/> after it.
function fixLineBreak(line: Props['line']): Props['line'] {
  const singleLineBreakToken = line.length === 1 && line[0].content === '\n' ? line[0] : undefined;
  return singleLineBreakToken ? [{...singleLineBreakToken, content: ''}] : line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, styles.line, showLineNumbers && styles.codeLine),
  });
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      // eslint-disable-next-line react/no-array-index-key -- a line's tokens never move
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <br />
    </span>
  );
}
