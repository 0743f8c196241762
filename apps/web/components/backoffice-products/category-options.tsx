import type { BackofficeProductFormOptions } from '@engros/client';
import type { Language } from '../../lib/i18n/dictionary';

/** The category tree as options, children indented under their parent, in the tree's order. */
export function categoryOptions(categories: BackofficeProductFormOptions['categories'], language: Language) {
  const children = new Map<string | null, BackofficeProductFormOptions['categories']>();
  for (const c of categories) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
  const out: { id: string; label: string }[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const c of children.get(parentId) ?? []) {
      out.push({ id: c.id, label: `${'\u00a0\u00a0'.repeat(depth)}${c.name[language]}` });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out.map((o) => (
    <option key={o.id} value={o.id}>
      {o.label}
    </option>
  ));
}
