import type { BackofficeCategoryTree } from '@engros/client';
import type { Metadata } from 'next';
import { CategoryTree } from '../../../components/backoffice-categories/category-tree';
import { ErrorNotice } from '../../../components/error-notice';
import { viewerApi } from '../../../lib/auth/viewer';
import { errorMessage } from '../../../lib/errors';
import { getDictionary } from '../../../lib/i18n/server';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../lib/support';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeCategories.title };
}

/** Back office: the category tree; catalog managers and administrators change it, the other staff read it. */
export default async function BackofficeCategoriesPage() {
  const [{ api, viewer }, { t, language }] = await Promise.all([viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const c = t.backofficeCategories;
  const canEdit = staffMay.catalog(await staffRoleOf(viewer));
  let tree: BackofficeCategoryTree;
  try {
    tree = await api.listBackofficeCategories({ init: { cache: 'no-store' } });
  } catch (error) {
    return <ErrorNotice title={c.title} message={errorMessage(error, t)} />;
  }
  return (
    <div className="page backoffice-categories">
      <h1>{c.title}</h1>
      <p className="muted">{canEdit ? c.intro : c.readOnly}</p>
      <CategoryTree categories={tree.categories} canEdit={canEdit} language={language} />
    </div>
  );
}
