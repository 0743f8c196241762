import type { BackofficeMarket } from '@engros/client';
import type { Metadata } from 'next';
import { DeliveryForm } from '../../../../components/backoffice-delivery/delivery-form';
import { DeliveryNav } from '../../../../components/backoffice-delivery/delivery-nav';
import { ErrorNotice } from '../../../../components/error-notice';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../../lib/support';
import { updateMarketVat } from '../../../actions/backoffice-delivery';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeDelivery.nav.markets };
}

/** Basis points as a per cent a person types ("2500" → "25", "1250" → "12.5"). */
const percent = (basisPoints: number) => String(basisPoints / 100);

/** Back office: markets with currency, time zone and VAT rates; administrators change the rates. */
export default async function BackofficeMarketsPage() {
  const [{ api, viewer }, { t, language }] = await Promise.all([viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const d = t.backofficeDelivery;
  const m = d.markets;
  const mayEdit = staffMay.admin(await staffRoleOf(viewer));
  let markets: BackofficeMarket[];
  try {
    markets = (await api.listMarkets({ init: { cache: 'no-store' } })).markets;
  } catch (error) {
    return <ErrorNotice title={d.nav.markets} message={errorMessage(error, t)} />;
  }
  return (
    <div className="page backoffice-delivery" data-delivery-page="markets">
      <h1>{d.nav.markets}</h1>
      <DeliveryNav t={t} />
      <p className="muted">{m.intro}</p>
      {mayEdit ? null : <p className="muted">{m.adminOnly}</p>}
      <table className="backoffice-table backoffice-markets">
        <caption className="visually-hidden">{d.nav.markets}</caption>
        <thead>
          <tr>
            <th scope="col">{m.code}</th>
            <th scope="col">{m.name}</th>
            <th scope="col">{m.currency}</th>
            <th scope="col">{m.timeZone}</th>
            <th scope="col">{m.standard}</th>
            <th scope="col">{m.reduced}</th>
            <th scope="col">{m.zero}</th>
          </tr>
        </thead>
        <tbody>
          {markets.map((market) => (
            <tr key={market.code} data-market={market.code}>
              <th scope="row">{market.code}</th>
              <td>{market.name[language]}</td>
              <td>{market.currency}</td>
              <td>{market.timeZone ?? '–'}</td>
              <td data-vat="standard">{percent(market.vatRates.standard)}</td>
              <td data-vat="reduced">{percent(market.vatRates.reduced)}</td>
              <td data-vat="zero">{percent(market.vatRates.zero)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {mayEdit
        ? markets.map((market) => (
            <section key={market.code} className="backoffice-section" data-market-form={market.code}>
              <h2>
                {market.name[language]} ({market.code})
              </h2>
              <DeliveryForm
                name="market-vat"
                action={updateMarketVat}
                submit={d.save}
                isInline
                fields={[
                  { kind: 'hidden', name: 'code', value: market.code },
                  {
                    kind: 'text',
                    name: 'standard',
                    label: m.standard,
                    inputMode: 'decimal',
                    defaultValue: percent(market.vatRates.standard),
                  },
                  {
                    kind: 'text',
                    name: 'reduced',
                    label: m.reduced,
                    inputMode: 'decimal',
                    defaultValue: percent(market.vatRates.reduced),
                  },
                  {
                    kind: 'text',
                    name: 'zero',
                    label: m.zero,
                    inputMode: 'decimal',
                    defaultValue: percent(market.vatRates.zero),
                  },
                ]}
              />
            </section>
          ))
        : null}
    </div>
  );
}
