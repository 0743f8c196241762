import { describe, expect, it } from 'vitest';
import { pickLanguage } from './i18n';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'nb'],
    ['', 'nb'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['nb-NO', 'nb'],
    ['nn', 'nb'],
    ['no', 'nb'],
    ['de-DE,en;q=0.5', 'en'],
    ['de-DE', 'nb'],
    ['nb;q=0.4,en;q=0.8', 'en'],
    ['en;q=0,nb', 'nb'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
