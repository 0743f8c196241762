import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { StockForm } from '../../../../components/backoffice-products/stock-form';
import { viewerApi } from '../../../../lib/auth/viewer';
import { getDictionary } from '../../../../lib/i18n/server';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../../lib/support';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeProducts.stock.title };
}

/**
 * Back office: stock levels pasted from a spreadsheet or uploaded as CSV (the ERP's own feed calls the API directly:
 * docs/backoffice.md, "Stock levels from the ERP"). Catalog staff and administrators only.
 */
export default async function StockLevelsPage() {
  const [{ viewer, language }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  if (!staffMay.catalog(await staffRoleOf(viewer))) forbidden();
  const texts = t.backofficeProducts.stock;
  return (
    <div className="page backoffice-stock">
      <h1>{texts.title}</h1>
      <p className="lead">{texts.lead}</p>
      <StockForm language={language} />
    </div>
  );
}
