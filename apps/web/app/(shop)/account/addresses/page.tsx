import type { Company, CompanyAddress } from '@engros/client';
import type { Metadata } from 'next';
import { AddressLines } from '../../../../components/account/address-card';
import { AddressDeleteForm, AddressForm } from '../../../../components/account/address-forms';
import { ErrorNotice } from '../../../../components/error-notice';
import { FormMessage } from '../../../../components/ui/form-message';
import Link from '../../../../components/ui/link';
import { accountContext, hasRole } from '../../../../lib/account';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.account.addresses.title };
}

type Props = { searchParams: Promise<{ done?: string }> };

/**
 * The company's addresses: the invoice address read-only (administrators change it through customer service),
 * delivery addresses with add, edit and delete for buyers and administrators. Viewers only read.
 */
export default async function AddressesPage({ searchParams }: Props) {
  const [{ api, company, language, t }, { done }] = await Promise.all([
    accountContext('/account/addresses'),
    searchParams,
  ]);
  const texts = t.account.addresses;
  if (!company) return <ErrorNotice title={texts.title} message={t.account.noCompany} />;
  let addresses: CompanyAddress[];
  let details: Company;
  try {
    [addresses, details] = await Promise.all([
      api
        .listAddresses({ path: { customerId: company.customerId }, init: { cache: 'no-store' } })
        .then((list) => list.addresses),
      api.getCustomer({ path: { customerId: company.customerId }, init: { cache: 'no-store' } }),
    ]);
  } catch (error) {
    return <ErrorNotice title={texts.title} message={errorMessage(error, t)} />;
  }
  const canEdit = hasRole(company.role, 'buyer');
  const invoice =
    addresses.find((a) => a.type === 'invoice' && a.isDefault) ?? addresses.find((a) => a.type === 'invoice');
  const deliveries = addresses.filter((a) => a.type === 'delivery');
  const regions = new Intl.DisplayNames([t.locale], { type: 'region' });
  const countries = details.markets.map((code) => ({ code, name: regions.of(code) ?? code }));
  const notice =
    done === 'added' ? texts.added : done === 'updated' ? texts.updated : done === 'deleted' ? texts.deleted : '';
  return (
    <div className="page account-page">
      <h1>{texts.title}</h1>
      <FormMessage state={{ status: 'ok', message: notice }} data-address-notice />
      {canEdit ? null : <p className="alert alert-info">{t.account.readOnly}</p>}
      <section aria-labelledby="invoice-heading" className="panel">
        <h2 id="invoice-heading">{texts.invoice}</h2>
        {invoice ? <AddressLines address={invoice} t={t} /> : null}
        <p className="muted">{texts.invoiceHelp}</p>
      </section>
      <section aria-labelledby="delivery-heading">
        <h2 id="delivery-heading">{texts.delivery}</h2>
        {deliveries.length === 0 ? (
          <p>{texts.none}</p>
        ) : (
          <ul className="account-address-list">
            {deliveries.map((address) => (
              <li key={address.addressId} className="panel" data-address-id={address.addressId}>
                <AddressLines address={address} t={t} />
                {address.isDefault ? <span className="badge">{texts.isDefault}</span> : null}
                {canEdit ? (
                  <div className="account-row-actions">
                    <Link
                      href={`/account/addresses/${address.addressId}`}
                      className="button-small button-secondary"
                      aria-label={texts.editLabel(address.name)}
                    >
                      {texts.edit}
                    </Link>
                    <AddressDeleteForm language={language} addressId={address.addressId} name={address.name} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {canEdit ? (
        <section aria-labelledby="add-address-heading">
          <h2 id="add-address-heading">{texts.add}</h2>
          <AddressForm
            language={language}
            countries={countries}
            initial={{
              name: details.name,
              line1: '',
              line2: '',
              zipCode: '',
              city: '',
              country: details.market,
              contactName: '',
              phone: '',
              deliveryInstructions: '',
            }}
          />
        </section>
      ) : null}
    </div>
  );
}
