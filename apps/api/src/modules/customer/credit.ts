// Invoice credit (docs/customer.md, "Invoice credit"): an order on invoice needs credit. The check counts the
// company's open balance (its invoice orders that are neither cancelled nor paid) plus the order against the credit
// limit; a card payment never needs credit.
import { AppError } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { formatMoney } from '../mail';

/** What the check needs of the company (the cart's company row carries it). */
export type CreditCompany = { creditLimit: number; openBalance: number; currency: string };

/** Why an order cannot go on invoice, with the credit that is left; null when it can. */
export type CreditRefusal = {
  code: 'card_payment_required' | 'credit_limit_exceeded';
  currency: string;
  creditLimit: number;
  openBalance: number;
  /** The credit limit less the open balance (never below 0), in minor units of `currency`. */
  creditLeft: number;
  /** The order is in another currency than the credit (which cannot be compared). */
  isOtherCurrency: boolean;
};

/** Codes a checkout lists when invoice is not possible (notes: the card path stays open). */
export const creditCodes: ReadonlySet<string> = new Set(['card_payment_required', 'credit_limit_exceeded']);

/**
 * Can an order of `gross` in `currency` go on the company's invoice? No credit (limit 0), or an order in another
 * currency than the credit's → card_payment_required; open balance + the order over the limit →
 * credit_limit_exceeded. Pure: the order's statement repeats the comparison under the company row's lock.
 */
export function invoiceCreditRefusal(company: CreditCompany, currency: string, gross: number): CreditRefusal | null {
  const creditLeft = Math.max(0, company.creditLimit - company.openBalance);
  const base = {
    currency: company.currency,
    creditLimit: company.creditLimit,
    openBalance: company.openBalance,
    creditLeft,
  };
  if (company.creditLimit <= 0) return { code: 'card_payment_required', ...base, isOtherCurrency: false };
  if (currency !== company.currency) return { code: 'card_payment_required', ...base, isOtherCurrency: true };
  if (company.openBalance + gross > company.creditLimit) {
    return { code: 'credit_limit_exceeded', ...base, isOtherCurrency: false };
  }
  return null;
}

/** The refusal as a sentence for the buyer, with the credit left. */
export function creditRefusalText(refusal: CreditRefusal, lang: Language): string {
  const left = formatMoney(refusal.creditLeft, refusal.currency, lang);
  const nb = lang === 'nb';
  if (refusal.code === 'credit_limit_exceeded') {
    return nb
      ? `Bestillingen går over kundens kredittgrense (ledig kreditt: ${left}). Betal med kort.`
      : `The order is over the customer's credit limit (credit left: ${left}). Pay by card.`;
  }
  if (refusal.isOtherCurrency) {
    return nb
      ? `Fakturakreditten gjelder bare bestillinger i ${refusal.currency}. Betal med kort.`
      : `Invoice credit covers orders in ${refusal.currency} only. Pay by card.`;
  }
  return nb ? 'Kunden har ingen fakturakreditt. Betal med kort.' : 'The customer has no invoice credit. Pay by card.';
}

/** The refusal's figures, for a 422's body. */
export const creditDetails = (refusal: CreditRefusal) => ({
  currency: refusal.currency,
  creditLimit: refusal.creditLimit,
  openBalance: refusal.openBalance,
  creditLeft: refusal.creditLeft,
});

/** An invoice order (or an invoice approval request) refused for credit: 422 with the code, the sentence with the
 * credit left as `detail`, and the figures. */
export const creditError = (refusal: CreditRefusal, lang: Language) =>
  new AppError(refusal.code, { detail: creditRefusalText(refusal, lang), extra: creditDetails(refusal) });
