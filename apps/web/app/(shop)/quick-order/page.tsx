import type { Metadata } from 'next';
import { QuickOrderForm } from '../../../components/lists/quick-order-form';
import Link from '../../../components/ui/link';
import { getViewer } from '../../../lib/auth/viewer';
import { getDictionary } from '../../../lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.lists.quickOrder.title };
}

/** Quick order by item number: typed rows, pasted lines or a CSV file, checked against the catalog. */
export default async function QuickOrderPage() {
  const [{ language, t }, viewer] = await Promise.all([getDictionary(), getViewer()]);
  const q = t.lists.quickOrder;
  return (
    <div className="page quick-order-page">
      <h1>{q.title}</h1>
      {!viewer.isSignedIn || !viewer.company ? (
        <p className="alert alert-info">
          <Link href="/login?callbackUrl=%2Fquick-order">{q.signIn}</Link>
        </p>
      ) : viewer.company.role === 'viewer' ? (
        <p className="alert alert-info">{t.product.readOnly}</p>
      ) : (
        <>
          <p className="lead">{q.lead}</p>
          <QuickOrderForm language={language} />
        </>
      )}
    </div>
  );
}
