// What changed when a shopping list went into the cart (the API's to-cart answer, docs/shopping-lists.md), as
// sentences for the list page, and carried to the cart page in its URL so the cart can say it too.
import type { ShoppingListToCartResult } from '@engros/client';
import { formatMoney } from './format';
import type { Dictionary } from './i18n/dictionary';

type Outcome = ShoppingListToCartResult['lines'][number]['outcome'];
const outcomes: readonly Outcome[] = ['price_up', 'price_down', 'quantity_adjusted', 'not_sold', 'unavailable'];

/** One changed line: [sku, outcome, list quantity, added quantity, saved unit price, unit price now]. */
export type ListChange = [string, Exclude<Outcome, 'added'>, number, number, number | null, number | null];

/** At most this many changed lines travel in the cart link (the list page shows them all). */
const MAX_IN_LINK = 40;

export function changesOf(result: ShoppingListToCartResult): ListChange[] {
  return result.lines.flatMap((line) =>
    line.outcome === 'added'
      ? []
      : [
          [
            line.sku,
            line.outcome,
            line.listQuantity,
            line.addedQuantity,
            line.savedUnitPrice,
            line.unitPrice,
          ] satisfies ListChange,
        ],
  );
}

const whole = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);

/** The changes back from the cart link; anything malformed is dropped (the link is only ever ours). */
export function decodeChanges(param: string | undefined): ListChange[] {
  if (!param) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(param);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.slice(0, MAX_IN_LINK).flatMap((item): ListChange[] => {
    if (!Array.isArray(item) || item.length !== 6) return [];
    const [sku, outcome, listed, added, saved, now] = item;
    if (typeof sku !== 'string' || sku.length > 64 || !outcomes.includes(outcome)) return [];
    const listedQ = whole(listed);
    const addedQ = whole(added);
    if (listedQ === null || addedQ === null) return [];
    return [[sku, outcome as ListChange[1], listedQ, addedQ, whole(saved), whole(now)]];
  });
}

/** The cart link carrying the changes (none: the plain cart). */
export function cartLinkWith(changes: ListChange[]): string {
  if (changes.length === 0) return '/cart';
  return `/cart?${new URLSearchParams({ listChanges: JSON.stringify(changes.slice(0, MAX_IN_LINK)) })}`;
}

/** One sentence per changed line, in the person's language; `nameOf` finds an item's name (else its SKU). */
export function changeSentences(
  changes: ListChange[],
  options: { t: Dictionary; currency: string; nameOf: (sku: string) => string | null | undefined },
): string[] {
  const words = options.t.lists.lists.change;
  const money = (minor: number | null) => (minor === null ? '–' : formatMoney(minor, options.currency, options.t));
  return changes.map(([sku, outcome, listed, added, saved, now]) => {
    const name = options.nameOf(sku) ?? sku;
    switch (outcome) {
      case 'price_up':
      case 'price_down':
        return words[outcome](name, money(saved), money(now));
      case 'quantity_adjusted':
        return words.quantity_adjusted(name, listed, added);
      default:
        return words[outcome](name);
    }
  });
}
