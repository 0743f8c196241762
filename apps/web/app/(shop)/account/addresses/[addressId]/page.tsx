import type { Company, CompanyAddress } from '@engros/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AddressForm } from '../../../../../components/account/address-forms';
import { ErrorNotice } from '../../../../../components/error-notice';
import Link from '../../../../../components/ui/link';
import { accountContext, hasRole } from '../../../../../lib/account';
import { errorMessage } from '../../../../../lib/errors';
import { getDictionary } from '../../../../../lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.account.addresses.editTitle };
}

type Props = { params: Promise<{ addressId: string }> };

/** Edits one delivery address of the company (another company's or an invoice address: not found). */
export default async function EditAddressPage({ params }: Props) {
  const { addressId } = await params;
  const { api, company, language, t } = await accountContext(`/account/addresses/${encodeURIComponent(addressId)}`);
  const texts = t.account.addresses;
  if (!company) return <ErrorNotice title={texts.editTitle} message={t.account.noCompany} />;
  if (!hasRole(company.role, 'buyer')) return <ErrorNotice title={texts.editTitle} message={t.account.readOnly} />;
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
    return <ErrorNotice title={texts.editTitle} message={errorMessage(error, t)} />;
  }
  const address = addresses.find((a) => a.addressId === addressId && a.type === 'delivery');
  if (!address) notFound();
  const regions = new Intl.DisplayNames([t.locale], { type: 'region' });
  return (
    <div className="page account-page">
      <p>
        <Link href="/account/addresses">← {texts.back}</Link>
      </p>
      <h1>{texts.editTitle}</h1>
      <AddressForm
        language={language}
        addressId={address.addressId}
        isDefault={address.isDefault}
        countries={details.markets.map((code) => ({ code, name: regions.of(code) ?? code }))}
        initial={{
          name: address.name,
          line1: address.line1,
          line2: address.line2 ?? '',
          zipCode: address.zipCode,
          city: address.city,
          country: address.country,
          contactName: address.contactName ?? '',
          phone: address.phone ?? '',
          deliveryInstructions: address.deliveryInstructions ?? '',
        }}
      />
    </div>
  );
}
