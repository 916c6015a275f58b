import { describe, expect, it } from 'vitest';
import { encodeEntities } from './encodeEntities';

describe('encodeEntities', () => {
  it.each([
    ['', ''],
    ['plain text', 'plain text'],
    ['<p class="a">Tom & Jerry\'s</p>', '&lt;p class=&quot;a&quot;&gt;Tom &amp; Jerry&#39;s&lt;/p&gt;'],
    ['&amp;', '&amp;amp;'],
  ])('%s → %s', (html, encoded) => {
    expect(encodeEntities(html)).toBe(encoded);
  });
});
