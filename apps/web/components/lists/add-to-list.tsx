import { getViewer } from '../../lib/auth/viewer';
import { getLanguage } from '../../lib/i18n/server';
import { loadEditableLists } from '../../lib/lists';
import { AddToListForm } from './list-forms';

/** Product page: "Add to a shopping list" for one variant, for people who may write lists (not viewers). */
export async function AddToList({ sku, name }: { sku: string; name: string }) {
  const [viewer, language, lists] = await Promise.all([getViewer(), getLanguage(), loadEditableLists()]);
  if (!viewer.isSignedIn || !viewer.company || viewer.company.role === 'viewer') return null;
  return (
    <AddToListForm
      language={language}
      sku={sku}
      name={name}
      lists={lists.map((list) => ({ id: list.id, name: list.name }))}
    />
  );
}
