import type { PriceExplanation } from '@engros/client';
import type { Metadata } from 'next';
import { ErrorNotice } from '../../../../components/error-notice';
import { Explanation } from '../../../../components/prices/explanation';
import { accountContext } from '../../../../lib/account';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.prices.explain.title };
}

type Props = { searchParams: Promise<{ sku?: string; quantity?: string }> };

/** The buyer's price explainer: which price their company gets for an item and a quantity, and why. */
export default async function AccountPriceExplainerPage({ searchParams }: Props) {
  const [{ api, company, t }, query] = await Promise.all([accountContext('/account/prices'), searchParams]);
  const e = t.prices.explain;
  if (!company) return <ErrorNotice title={e.title} message={t.account.noCompany} />;
  const sku = query.sku?.trim() ?? '';
  const quantity = /^\d{1,6}$/.test(query.quantity ?? '') ? Math.max(1, Number(query.quantity)) : 1;
  let explanation: PriceExplanation | null = null;
  let problem: string | null = null;
  if (sku) {
    try {
      explanation = await api.explainPrice({
        query: { customerId: company.customerId, sku, quantity },
        init: { cache: 'no-store' },
      });
    } catch (error) {
      problem = errorMessage(error, t);
    }
  }
  return (
    <div className="page account-page">
      <h1>{e.title}</h1>
      <p className="lead">{e.accountLead}</p>
      <form method="get" className="filters-row">
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
      {explanation ? <Explanation explanation={explanation} t={t} /> : null}
    </div>
  );
}
