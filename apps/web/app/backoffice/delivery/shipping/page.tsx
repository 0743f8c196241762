import type { ShippingMethod } from '@engros/client';
import type { Metadata } from 'next';
import { DeliveryForm } from '../../../../components/backoffice-delivery/delivery-form';
import { DeliveryNav } from '../../../../components/backoffice-delivery/delivery-nav';
import { ErrorNotice } from '../../../../components/error-notice';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { formatMoney } from '../../../../lib/format';
import { getDictionary } from '../../../../lib/i18n/server';
import { moneyInputValue } from '../../../../lib/money';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../../lib/support';
import { updateShippingMethod } from '../../../actions/backoffice-delivery';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeDelivery.nav.shipping };
}

/** Back office: shipping methods with their names, cut-off and price per market; catalog staff change them. */
export default async function BackofficeShippingPage() {
  const [{ api, viewer }, { t, language }] = await Promise.all([viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const d = t.backofficeDelivery;
  const s = d.shipping;
  const mayEdit = staffMay.catalog(await staffRoleOf(viewer));
  let methods: ShippingMethod[];
  try {
    methods = (await api.listShippingMethodSettings({ init: { cache: 'no-store' } })).methods;
  } catch (error) {
    return <ErrorNotice title={d.nav.shipping} message={errorMessage(error, t)} />;
  }
  return (
    <div className="page backoffice-delivery" data-delivery-page="shipping">
      <h1>{d.nav.shipping}</h1>
      <DeliveryNav t={t} />
      <p className="muted">{s.intro}</p>
      {mayEdit ? null : <p className="muted">{d.readOnly}</p>}
      {methods.map((method) => (
        <section key={method.code} className="backoffice-section" data-shipping-method={method.code}>
          <h2>{method.name[language]}</h2>
          <p className="muted">{method.description[language]}</p>
          <dl className="facts">
            <div>
              <dt>{s.cutOff}</dt>
              <dd>{method.cutOff}</dd>
            </div>
            {method.fees.map((fee) => (
              <div key={fee.market} data-fee={fee.market}>
                <dt>{fee.market}</dt>
                <dd>{formatMoney(fee.fee, fee.currency, t)}</dd>
              </div>
            ))}
          </dl>
          {mayEdit ? (
            <DeliveryForm
              name="shipping-edit"
              action={updateShippingMethod}
              submit={d.save}
              fields={[
                { kind: 'hidden', name: 'code', value: method.code },
                { kind: 'text', name: 'nameNb', label: s.nameNb, defaultValue: method.name.nb, maxLength: 120 },
                { kind: 'text', name: 'nameEn', label: s.nameEn, defaultValue: method.name.en, maxLength: 120 },
                { kind: 'text', name: 'cutOff', label: s.cutOff, defaultValue: method.cutOff },
                ...method.fees.map((fee) => ({
                  kind: 'text' as const,
                  name: `fee_${fee.market}`,
                  label: s.fee(fee.market, fee.currency),
                  inputMode: 'decimal' as const,
                  defaultValue: moneyInputValue(fee.fee),
                })),
              ]}
            />
          ) : null}
        </section>
      ))}
    </div>
  );
}
