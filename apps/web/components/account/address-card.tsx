import type { CompanyAddress } from '@engros/client';
import type { Dictionary } from '../../lib/i18n/dictionary';

/** One address as the postal label reads, with its contact and instructions. */
export function AddressLines({ address, t }: { address: CompanyAddress; t: Dictionary }) {
  return (
    <address className="account-address">
      <strong>{address.name}</strong>
      <br />
      {address.line1}
      {address.line2 ? (
        <>
          <br />
          {address.line2}
        </>
      ) : null}
      <br />
      {address.zipCode} {address.city}, {address.country}
      {address.contactName || address.phone ? (
        <>
          <br />
          <span className="muted">{[address.contactName, address.phone].filter(Boolean).join(', ')}</span>
        </>
      ) : null}
      {address.deliveryInstructions ? (
        <>
          <br />
          <span className="muted">
            {t.account.addresses.deliveryInstructions}: {address.deliveryInstructions}
          </span>
        </>
      ) : null}
    </address>
  );
}
