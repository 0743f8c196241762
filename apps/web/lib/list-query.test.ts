// A list page's URL keeps its filters (empty ones out, page 1 implied) and reads its page number back safely.
import { describe, expect, it } from 'vitest';
import { listHref, pageParam } from './list-query';

describe('listHref', () => {
  it('keeps the filters given, in order, and leaves out empty ones and page 1', () => {
    expect(listHref('/backoffice/products', { q: 'hansker', status: undefined, brandId: '', page: 1 })).toBe(
      '/backoffice/products?q=hansker',
    );
    expect(listHref('/backoffice/products', { q: 'a b&c', page: 3 })).toBe('/backoffice/products?q=a+b%26c&page=3');
    expect(listHref('/backoffice/orders', { after: null })).toBe('/backoffice/orders');
  });

  it('adds an anchor, so a section of a long page is where the link leads', () => {
    expect(listHref('/backoffice/customers/x', { invoices: 2 }, 'customer-invoices')).toBe(
      '/backoffice/customers/x?invoices=2#customer-invoices',
    );
  });
});

describe('pageParam', () => {
  it('reads a page number, 1 for anything else, never above the limit', () => {
    expect(pageParam('4')).toBe(4);
    for (const value of [undefined, '', 'x', '0', '-3']) expect(pageParam(value)).toBe(1);
    expect(pageParam('99999', 2000)).toBe(2000);
  });
});
