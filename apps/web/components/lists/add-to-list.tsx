import { getViewer } from '../../lib/auth/viewer';
import { isCompanyPageRender } from '../../lib/company-render';
import { getDictionary } from '../../lib/i18n/server';
import { loadEditableLists } from '../../lib/lists';
import { AddToListForm } from './add-to-list-form';

/**
 * Product page: "Add to a shopping list" for one variant, for people who may write lists (not viewers). On a
 * company's kept page the form asks for the person's lists when it opens.
 */
export async function AddToList({ sku, name }: { sku: string; name: string }) {
  // Read beside the viewer, as before kept pages: none on the render of a company's page.
  const [viewer, { t }, lists] = await Promise.all([
    getViewer(),
    getDictionary(),
    isCompanyPageRender().then((isCompanyPage) => (isCompanyPage ? undefined : loadEditableLists())),
  ]);
  if (!viewer.isSignedIn || !viewer.company || viewer.company.role === 'viewer') return null;
  const words = t.lists.lists;
  return (
    <AddToListForm
      texts={{
        addToList: words.addToList,
        chooseList: words.chooseList,
        newList: words.newList,
        newListName: words.newListName,
        listQuantity: words.listQuantity,
        addToListButton: words.addToListButton,
        openList: words.openList,
      }}
      sku={sku}
      name={name}
      lists={lists?.map((list) => ({ id: list.id, name: list.name }))}
    />
  );
}
