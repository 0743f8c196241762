// Shopping lists read for the person, once per request: the lists they may add to (product page, cart).
import type { ShoppingListSummary } from '@engros/client';
import { cache } from 'react';
import { viewerApi } from './auth/viewer';

/** The filters of the lists page, as the API's search takes them (docs/shopping-lists.md). */
export const listFilters = ['all', 'mine', 'shared', 'priceList', 'canEdit'] as const;
export type ListFilter = (typeof listFilters)[number];

export function isListFilter(value: unknown): value is ListFilter {
  return typeof value === 'string' && (listFilters as readonly string[]).includes(value);
}

/** The search query for a filter: "mine" is the owner filter, the rest the API's `only`/`sharedOnly`. */
export function searchQueryFor(
  filter: ListFilter,
  contactId: string,
): { sharedOnly: boolean; only?: number; contactId?: string } {
  switch (filter) {
    case 'mine':
      return { sharedOnly: false, contactId };
    case 'shared':
      return { sharedOnly: true };
    case 'priceList':
      return { sharedOnly: false, only: 2 };
    case 'canEdit':
      return { sharedOnly: false, only: 3 };
    default:
      return { sharedOnly: false };
  }
}

/** Lists the person may add lines to (the API's CanEdit filter), newest first; empty when signed out or refused. */
export const loadEditableLists = cache(async (): Promise<ShoppingListSummary[]> => {
  const { api, viewer } = await viewerApi();
  if (!viewer.isSignedIn || !viewer.company || viewer.company.role === 'viewer') return [];
  try {
    const result = await api.searchShoppingLists({
      query: { customerId: viewer.company.customerId, page: 1, take: 100, sharedOnly: false, only: 3 },
      init: { cache: 'no-store' },
    });
    return result.items.filter((list) => !list.isPriceList);
  } catch {
    return [];
  }
});
