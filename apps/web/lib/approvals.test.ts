// The approval pages' reasons: the buyer's limits are the buyer's, not "yours", on the approver's screen.
import { describe, expect, it } from 'vitest';
import { approvalReasonText } from './approvals';
import { dictionaries } from './i18n/dictionary';

describe('approvalReasonText', () => {
  it("names the buyer's limits, keeping the API's amount", () => {
    const orderLimit = { code: 'order_limit', message: 'Over grensen din per bestilling (5 000,00 kr).' };
    expect(approvalReasonText(orderLimit, dictionaries.nb)).toBe(
      'Over bestillerens grense per bestilling (5 000,00 kr).',
    );
    const monthLimit = { code: 'month_limit', message: 'Over your monthly limit (NOK 20,000.00) with this order.' };
    expect(approvalReasonText(monthLimit, dictionaries.en)).toBe(
      "Over the buyer's monthly limit (NOK 20,000.00) with this order.",
    );
  });

  it("leaves the company's, cost centres' and rules' reasons as the API words them", () => {
    const company = {
      code: 'company_month_limit',
      message: "Over the company's monthly limit (1 kr) with this order.",
    };
    expect(approvalReasonText(company, dictionaries.en)).toBe(company.message);
    const noAmount = { code: 'order_limit', message: 'Over your limit per order.' };
    expect(approvalReasonText(noAmount, dictionaries.en)).toBe(noAmount.message);
  });
});
