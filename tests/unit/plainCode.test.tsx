// @vitest-environment jsdom
import {render, screen} from '@testing-library/react';
import {Highlight} from '@site/src/components/Page/PlainCode';

describe('given a code block without Prism', () => {
  it('renders every line of the code, in order and unhighlighted', () => {
    render(
      <Highlight code={'npm install\n\nnpm start\n'} language="bash">
        {({className, tokens, getLineProps, getTokenProps}) => (
          <pre className={className} data-testid="code">
            {tokens.map((line, index) => (
              // eslint-disable-next-line react/no-array-index-key
              <span key={index} {...getLineProps({line})}>
                {line.map((token) => (
                  <span key={token.content} {...getTokenProps({token})} />
                ))}
              </span>
            ))}
          </pre>
        )}
      </Highlight>,
    );
    const pre = screen.getByTestId('code');
    expect(pre).toHaveClass('prism-code', 'language-bash');
    expect(pre.querySelectorAll('.token-line')).toHaveLength(3);
    expect(pre.textContent).toBe('npm install\nnpm start');
  });
});
