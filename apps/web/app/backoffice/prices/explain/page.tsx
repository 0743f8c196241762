import type { PriceExplanation } from '@engros/client';
import type { Metadata } from 'next';
import { Explanation } from '../../../../components/prices/explanation';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';
import { backofficeAccess } from '../../../../lib/support';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.prices.explain.title };
}

type Props = { searchParams: Promise<{ customer?: string; sku?: string; quantity?: string }> };

/**
 * Back office: the price explainer for any company (a GET form: the URL holds the question). The customer is found
 * by customer number, org number or name (the one match), then the API explains.
 */
export default async function PriceExplainerPage({ searchParams }: Props) {
  const [{ api, viewer }, { t }, query] = await Promise.all([viewerApi(), getDictionary(), searchParams]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const e = t.prices.explain;
  const customer = query.customer?.trim() ?? '';
  const sku = query.sku?.trim() ?? '';
  const quantity = /^\d{1,6}$/.test(query.quantity ?? '') ? Number(query.quantity) : 1;
  let explanation: PriceExplanation | null = null;
  let problem: string | null = null;
  if (customer && sku) {
    try {
      const found = await api.listBackofficeCustomers({ query: { q: customer, take: 2 }, init: { cache: 'no-store' } });
      if (found.items.length !== 1) problem = t.prices.list.noSuchCustomer;
      else {
        explanation = await api.explainCustomerPrice({
          query: { customerId: found.items[0]!.id, sku, quantity: Math.max(1, quantity) },
          init: { cache: 'no-store' },
        });
      }
    } catch (error) {
      problem = errorMessage(error, t);
    }
  }
  return (
    <div className="page backoffice-price-explainer">
      <p>
        <Link href="/backoffice/prices">← {t.prices.lists.back}</Link>
      </p>
      <h1>{e.title}</h1>
      <p className="lead">{e.lead}</p>
      <form method="get" className="backoffice-filters filters-row">
        <div className="field">
          <label htmlFor="explain-customer">{e.customer}</label>
          <input
            id="explain-customer"
            name="customer"
            defaultValue={customer}
            required
            aria-describedby="explain-customer-help"
          />
          <p id="explain-customer-help">{e.customerHelp}</p>
        </div>
        <div className="field">
          <label htmlFor="explain-sku">{e.sku}</label>
          <input id="explain-sku" name="sku" defaultValue={sku} required />
        </div>
        <div className="field">
          <label htmlFor="explain-quantity">{e.quantity}</label>
          <input id="explain-quantity" name="quantity" inputMode="numeric" defaultValue={String(quantity)} />
        </div>
        <button type="submit" className="button">
          {e.submit}
        </button>
      </form>
      {problem ? (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      ) : null}
      {explanation ? (
        <>
          <p>
            {explanation.customerName} · {explanation.market} ({explanation.currency})
          </p>
          <Explanation explanation={explanation} t={t} />
        </>
      ) : null}
    </div>
  );
}
