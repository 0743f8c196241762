import type { AutocompleteResult, SearchHit } from '@engros/client';
import { describe, expect, it } from 'vitest';
import { toSuggestions } from './autocomplete';

const hit = (over: Partial<SearchHit> = {}): SearchHit => ({
  id: 'p1',
  productNumber: 'EN100200',
  slug: 'nitrilhanske-bla',
  name: 'Nitrilhanske blå',
  brand: null,
  category: { slug: 'hansker', name: 'Hansker' } as SearchHit['category'],
  unit: 'BX',
  packSize: 100,
  variantCount: 3,
  fromPrice: { amount: 12345, listAmount: null, currency: 'NOK', agreementKind: 'list' },
  isInStock: true,
  image: {
    alt: 'Hanske',
    width: 800,
    height: 800,
    placeholder: 'data:image/webp;base64,AAAA',
    dominantColor: '#336699',
    url: '/media/a.jpg',
    srcSet: { avif: '/media/a.avif 96w', webp: '/media/a.webp 96w', jpeg: '/media/a.jpg 96w' },
  },
  matchedSku: null,
  matchType: 'text',
  highlightedName: '<mark>Nitrilhanske</mark> blå',
  ...over,
});

const answer = (over: Partial<AutocompleteResult> = {}): AutocompleteResult => ({
  query: 'hansk',
  exactMatch: null,
  didYouMean: null,
  products: [hit()],
  categories: [{ slug: 'arbeids hansker', name: 'Arbeidshansker', productCount: 12 }],
  content: [
    {
      id: 'c1',
      type: 'article',
      language: 'nb',
      slug: 'velg-riktig-hanske',
      title: 'Velg riktig hanske',
      highlightedTitle: 'Velg riktig <mark>hanske</mark>',
      highlightedExcerpt: '',
      productIds: [],
    },
    { ...({} as AutocompleteResult['content'][number]), id: 'c2', slug: null, title: 'Uten side' },
  ],
  ...over,
});

describe('toSuggestions', () => {
  it('makes links, formats the buyer’s price in their locale and drops what a thumbnail does not need', () => {
    const s = toSuggestions(answer(), 'nb-NO');
    expect(s.products[0]).toMatchObject({
      href: '/product/nitrilhanske-bla',
      price: '123,45\u00a0kr',
      isFrom: true,
      highlightedName: '<mark>Nitrilhanske</mark> blå',
    });
    expect(s.products[0]?.image?.placeholder).toBe('');
    expect(s.categories).toEqual([{ href: '/category/arbeids%20hansker', name: 'Arbeidshansker', productCount: 12 }]);
    // A document without a page of its own cannot be opened: left out.
    expect(s.content).toEqual([{ href: '/content/velg-riktig-hanske', title: 'Velg riktig hanske' }]);
    expect(toSuggestions(answer(), 'en-GB').products[0]?.price).toBe('NOK\u00a0123.45');
  });

  it('keeps the typed SKU’s variant chosen, and has no price without one', () => {
    const s = toSuggestions(
      answer({
        exactMatch: { productId: 'p1', slug: 'nitrilhanske-bla', sku: '100200-M' },
        products: [hit({ matchedSku: '100200-M', fromPrice: null, variantCount: 1 })],
      }),
      'nb-NO',
    );
    expect(s.exactHref).toBe('/product/nitrilhanske-bla?sku=100200-M');
    expect(s.products[0]).toMatchObject({ href: '/product/nitrilhanske-bla?sku=100200-M', price: null });
  });
});
