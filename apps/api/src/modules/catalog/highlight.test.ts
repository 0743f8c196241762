import { describe, expect, it } from 'vitest';
import { markMatches } from './highlight';

describe('search highlighting', () => {
  it('marks whole words and the last word as a prefix, case-insensitively', () => {
    expect(markMatches('Nitrilhanske blå pudderfri', 'NITRILHANSKE pud')).toBe(
      '<mark>Nitrilhanske</mark> blå <mark>pudderfri</mark>',
    );
    expect(markMatches('Hørselvern Pro', 'hør')).toBe('<mark>Hørselvern</mark> Pro');
    expect(markMatches('Hørselvern Pro', 'hø')).toBe('Hørselvern Pro');
  });

  it('escapes HTML in the text', () => {
    expect(markMatches('<b>Hanske</b> & "co"', 'hanske')).toBe(
      '&lt;b&gt;<mark>Hanske</mark>&lt;/b&gt; &amp; &quot;co&quot;',
    );
  });
});
