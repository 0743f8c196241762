import { describe, expect, it } from 'vitest';
import { creditRefusalText, invoiceCreditRefusal } from './credit';

const company = { creditLimit: 100_000, openBalance: 60_000, currency: 'NOK' };

describe('invoiceCreditRefusal', () => {
  it('lets an order on invoice up to the credit left, and not one øre more', () => {
    expect(invoiceCreditRefusal(company, 'NOK', 40_000)).toBeNull();
    expect(invoiceCreditRefusal(company, 'NOK', 40_001)).toMatchObject({
      code: 'credit_limit_exceeded',
      creditLeft: 40_000,
      openBalance: 60_000,
    });
  });

  it('needs card without credit, and for an order in another currency than the credit (no dodging by market)', () => {
    expect(invoiceCreditRefusal({ ...company, creditLimit: 0, openBalance: 0 }, 'NOK', 1)).toMatchObject({
      code: 'card_payment_required',
      isOtherCurrency: false,
    });
    const other = invoiceCreditRefusal(company, 'SEK', 1);
    expect(other).toMatchObject({ code: 'card_payment_required', isOtherCurrency: true });
    expect(creditRefusalText(other!, 'en')).toBe('Invoice credit covers orders in NOK only. Pay by card.');
  });

  it('never reports negative credit left when the balance is over a lowered limit', () => {
    const lowered = invoiceCreditRefusal({ ...company, creditLimit: 50_000 }, 'NOK', 1);
    expect(lowered).toMatchObject({ code: 'credit_limit_exceeded', creditLeft: 0 });
    expect(creditRefusalText(lowered!, 'nb')).toMatch(/ledig kreditt: 0,00\skr/);
  });
});
