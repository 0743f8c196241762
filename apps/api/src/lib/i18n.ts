export const languages = ['nb', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'nb';

/**
 * Picks our language from an Accept-Language header. Norwegian variants (nb, nn, no)
 * map to bokmål; anything we do not speak falls back to the default (nb).
 */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.tag && !Number.isNaN(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (base === 'nb' || base === 'nn' || base === 'no') return 'nb';
    if (base === 'en') return 'en';
  }
  return defaultLanguage;
}

/** A text in each language we serve. */
export type Text = Record<Language, string>;

export function localize<T extends { nb: string; en: string }>(value: T | null | undefined, lang: Language): string {
  if (!value) return '';
  return value[lang] || value.nb || value.en || '';
}
