import {readFileSync} from 'node:fs';
import {DEFAULT_FACTS} from '@site/src/config/site';

describe('given the footer', () => {
  // The city is a translatable message (Singapur, シンガポール); in English it must stay the company fact.
  it('names the head office city of the company facts in English', () => {
    const source = readFileSync('src/components/Frame/Footer/index.tsx', 'utf8');
    expect(source).toContain(`message: '${DEFAULT_FACTS.headquarters}'`);
  });
});
