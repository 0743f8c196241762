import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { ProductForm } from '../../../../components/backoffice-products/product-form';
import { ErrorNotice } from '../../../../components/error-notice';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../../lib/support';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeProducts.form.newTitle };
}

/** Back office: a new product (catalog staff). It starts as a draft; pictures are added once it is saved. */
export default async function NewProductPage() {
  const [{ api, viewer, language }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  if (!staffMay.catalog(await staffRoleOf(viewer))) forbidden();
  const f = t.backofficeProducts.form;
  try {
    const options = await api.getProductFormOptions({ init: { cache: 'no-store' } });
    return (
      <div className="page backoffice-product">
        <p>
          <Link href="/backoffice/products">{f.back}</Link>
        </p>
        <h1>{f.newTitle}</h1>
        <ProductForm product={null} options={options} language={language} canEdit />
        <p className="field-help">{t.backofficeProducts.media.saveFirst}</p>
      </div>
    );
  } catch (error) {
    return <ErrorNotice title={f.newTitle} message={errorMessage(error, t)} />;
  }
}
