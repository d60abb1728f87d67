import {mailtoHref} from '@site/src/lib/mailto';

describe('given a company address', () => {
  it('writes a bare mail link without a subject or body', () => {
    expect(mailtoHref('careers@example.com')).toBe('mailto:careers@example.com');
  });

  it('encodes the subject', () => {
    expect(mailtoHref('careers@example.com', 'Application: NFT & Digital Artist')).toBe(
      'mailto:careers@example.com?subject=Application%3A%20NFT%20%26%20Digital%20Artist',
    );
  });

  it('encodes the body after the subject, each line break as CRLF (RFC 6068)', () => {
    expect(mailtoHref('careers@example.com', 'Hi', 'Line one\nLine two?')).toBe(
      'mailto:careers@example.com?subject=Hi&body=Line%20one%0D%0ALine%20two%3F',
    );
  });

  it('writes a body without a subject', () => {
    expect(mailtoHref('careers@example.com', undefined, 'Hello')).toBe(
      'mailto:careers@example.com?body=Hello',
    );
  });
});
