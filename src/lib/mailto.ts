/**
 * A mailto: URL for `address`, with the subject and body encoded when there are any
 * (RFC 6068: a line break in the body is written %0D%0A).
 */
export function mailtoHref(address: string, subject?: string, body?: string): string {
  const fields = [
    subject ? `subject=${encodeURIComponent(subject)}` : '',
    body ? `body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}` : '',
  ].filter(Boolean);
  return fields.length > 0 ? `mailto:${address}?${fields.join('&')}` : `mailto:${address}`;
}
