import type { CostCentre } from '@engros/client';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CostCentreForm } from '../../../../components/cost-centres/cost-centre-form';
import { ErrorNotice } from '../../../../components/error-notice';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { formatMoney } from '../../../../lib/format';
import { getDictionary } from '../../../../lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.costCentres.title };
}

/** The company's cost centres: admins add and change them; everyone else reads the active ones. */
export default async function CostCentresPage() {
  const [{ api, viewer, language }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) redirect('/login?callbackUrl=%2Faccount%2Fcost-centres');
  const company = viewer.company;
  if (!company) return <ErrorNotice title={t.costCentres.title} message={t.account.noCompany} />;
  const isAdmin = company.role === 'admin';
  let centres: CostCentre[];
  let addresses: { id: string; label: string }[];
  try {
    const [list, book] = await Promise.all([
      api.listCostCentres({
        query: { customerId: company.customerId, includeInactive: isAdmin ? 'true' : undefined },
        init: { cache: 'no-store' },
      }),
      api.listAddresses({
        path: { customerId: company.customerId },
        init: { cache: 'no-store' },
      }),
    ]);
    centres = list.items;
    addresses = book.addresses
      .filter((a) => a.type === 'delivery')
      .map((a) => ({ id: a.addressId, label: `${a.name}, ${a.line1}, ${a.city}` }));
  } catch (error) {
    return <ErrorNotice title={t.costCentres.title} message={errorMessage(error, t)} />;
  }
  const money = (minor: number | null) => (minor === null ? t.costCentres.none : formatMoney(minor, 'NOK', t));
  return (
    <div className="page account-page cost-centres-page">
      <h1>{t.costCentres.title}</h1>
      <p className="lead">{t.costCentres.lead}</p>
      {centres.length === 0 ? <p>{t.costCentres.empty}</p> : null}
      {isAdmin ? (
        <>
          <ul className="cost-centre-list">
            {centres.map((centre) => (
              <li key={centre.id} data-cost-centre-code={centre.code} data-active={centre.isActive}>
                <h2>
                  {centre.code} {centre.isActive ? null : <span className="badge">{t.costCentres.inactive}</span>}
                </h2>
                <CostCentreForm centre={centre} addresses={addresses} language={language} />
              </li>
            ))}
          </ul>
          <section aria-labelledby="cc-new-heading" className="panel">
            <h2 id="cc-new-heading">{t.costCentres.new}</h2>
            <CostCentreForm addresses={addresses} language={language} />
          </section>
        </>
      ) : (
        <table className="cart-lines">
          <caption className="visually-hidden">{t.costCentres.title}</caption>
          <thead>
            <tr>
              <th scope="col">{t.costCentres.code}</th>
              <th scope="col">{t.costCentres.name}</th>
              <th scope="col">{t.costCentres.perOrder}</th>
              <th scope="col">{t.costCentres.perMonth}</th>
            </tr>
          </thead>
          <tbody>
            {centres.map((centre) => (
              <tr key={centre.id}>
                <td>{centre.code}</td>
                <td>{centre.name}</td>
                <td>{money(centre.perOrder)}</td>
                <td>{money(centre.perMonth)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
