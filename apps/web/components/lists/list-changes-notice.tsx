import type { CartLine } from '@engros/client';
import type { Dictionary } from '../../lib/i18n/dictionary';
import { changeSentences, type ListChange } from '../../lib/list-changes';

/** On the cart page after a shopping list went in: what changed against the list, line by line. */
export function ListChangesNotice({
  changes,
  currency,
  lines,
  t,
}: {
  changes: ListChange[];
  currency: string;
  lines: CartLine[];
  t: Dictionary;
}) {
  if (changes.length === 0) return null;
  const names = new Map(lines.map((line) => [line.sku, line.name]));
  return (
    <section className="alert alert-info" aria-labelledby="list-changes-heading" data-list-changes>
      <h2 id="list-changes-heading" className="alert-title">
        {t.lists.lists.cartChangesTitle}
      </h2>
      <ul>
        {changeSentences(changes, { t, currency, nameOf: (sku) => names.get(sku) }).map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </section>
  );
}
