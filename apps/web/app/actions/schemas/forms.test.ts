// The forms' schemas as their actions read them: typed values from FormData, and field errors in the person's
// language for what cannot be used (account.test.ts has the account's).
import { describe, expect, it } from 'vitest';
import { parseForm } from '../../../lib/forms';
import { dictionaries } from '../../../lib/i18n/dictionary';
import { contactLimitsForm, decisionForm, limitsForm, ruleForm } from './approvals';
import { companyTermsForm } from './backoffice-customers';
import { blockForm, creditLimitForm } from './backoffice-orders';
import { quickAddForm } from './cart';
import { placeOrderForm } from './checkout';
import { costCentreForm, costCentreSaveForm } from './cost-centres';
import { addListLineForm, listToCartForm, updateListForm } from './lists';
import { quickOrderForm } from './quick-order';
import { saveQuoteForm } from './quotes';
import { updateSubscriptionForm } from './subscriptions';
import { assignTicketForm, ticketForm } from './support';

const nb = dictionaries.nb;
const en = dictionaries.en;
const formOf = (entries: [string, string | File][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};
const uuid = '0b7c2a52-52a4-4c8e-9d7e-3f1d2c3b4a59';

describe('approval limits and rules', () => {
  it('reads limits typed the Norwegian or English way; empty is no limit', () => {
    const parsed = parseForm(
      formOf([
        ['perOrder', '5 000,50'],
        ['perMonth', ''],
      ]),
      limitsForm,
      nb,
    );
    expect(parsed).toEqual({ isValid: true, value: { perOrder: 500050, perMonth: null } });
    const english = parseForm(
      formOf([
        ['perOrder', 'NOK 1,250.00'],
        ['perMonth', '10000'],
      ]),
      limitsForm,
      en,
    );
    expect(english.isValid && english.value).toEqual({ perOrder: 125000, perMonth: 1000000 });
  });

  it('names the field with a bad amount, in the person’s language', () => {
    const parsed = parseForm(
      formOf([
        ['perOrder', '12,3,4'],
        ['perMonth', 'mange'],
      ]),
      limitsForm,
      en,
    );
    expect(parsed).toEqual({
      isValid: false,
      message: en.forms.invalid(2),
      fieldErrors: { perOrder: en.approvals.amountInvalid, perMonth: en.approvals.amountInvalid },
    });
  });

  it('a contact’s limits carry the approver box', () => {
    const parsed = parseForm(
      formOf([
        ['contactId', 'c1'],
        ['perOrder', '10'],
        ['isApprover', 'on'],
      ]),
      contactLimitsForm,
      nb,
    );
    expect(parsed.isValid && parsed.value).toEqual({
      contactId: 'c1',
      perOrder: 1000,
      perMonth: null,
      isApprover: true,
    });
  });

  it('a rule over an amount needs the amount; a category rule its category', () => {
    const amount = parseForm(
      formOf([
        ['kind', 'order_over'],
        ['amount', ''],
      ]),
      ruleForm,
      nb,
    );
    expect(!amount.isValid && amount.fieldErrors).toEqual({ amount: nb.approvals.amountMissing });
    const category = parseForm(
      formOf([
        ['kind', 'category'],
        ['amount', ''],
      ]),
      ruleForm,
      nb,
    );
    expect(!category.isValid && category.fieldErrors).toEqual({ categoryId: nb.approvals.categoryMissing });
    const ok = parseForm(
      formOf([
        ['kind', 'order_over'],
        ['amount', 'kr 2 500'],
      ]),
      ruleForm,
      nb,
    );
    expect(ok.isValid && ok.value).toEqual({ kind: 'order_over', amount: 250000 });
  });

  it('a rejection needs a comment; an approval does not', () => {
    const rejected = parseForm(
      formOf([
        ['approvalId', 'a1'],
        ['decision', 'reject'],
      ]),
      decisionForm,
      nb,
    );
    expect(!rejected.isValid && rejected.fieldErrors).toEqual({ comment: nb.approvals.rejectNeedsComment });
    expect(
      parseForm(
        formOf([
          ['approvalId', 'a1'],
          ['decision', 'approve'],
        ]),
        decisionForm,
        nb,
      ).isValid,
    ).toBe(true);
  });
});

describe('back office', () => {
  it('a credit limit is typed in kroner; block needs a reason', () => {
    const limit = parseForm(
      formOf([
        ['customerId', 'c'],
        ['creditLimit', '12 500,50'],
        ['reason', 'Ny avtale'],
      ]),
      creditLimitForm,
      nb,
    );
    expect(limit.isValid && limit.value.creditLimit).toBe(1250050);
    const bad = parseForm(
      formOf([
        ['customerId', 'c'],
        ['creditLimit', '-5'],
        ['reason', 'x'],
      ]),
      creditLimitForm,
      nb,
    );
    expect(!bad.isValid && bad.fieldErrors).toEqual({ creditLimit: nb.backofficeOrders.customer.amountInvalid });
    const block = parseForm(
      formOf([
        ['customerId', 'c'],
        ['block', '1'],
        ['reason', ' '],
      ]),
      blockForm,
      nb,
    );
    expect(!block.isValid && block.fieldErrors).toEqual({ reason: nb.forms.required });
  });

  it("a company's terms: whole days from 0 to 120; no sales rep is the empty choice", () => {
    const terms = parseForm(
      formOf([
        ['customerId', uuid],
        ['paymentTermsDays', ' 45 '],
        ['salesRepId', ''],
      ]),
      companyTermsForm,
      nb,
    );
    expect(terms.isValid && terms.value).toEqual({ customerId: uuid, paymentTermsDays: 45, salesRepId: undefined });
    for (const days of ['121', '14.5', '-1', '']) {
      const bad = parseForm(
        formOf([
          ['customerId', uuid],
          ['paymentTermsDays', days],
        ]),
        companyTermsForm,
        en,
      );
      expect(!bad.isValid && bad.fieldErrors, days).toEqual({
        paymentTermsDays: en.backofficeCustomers.create.termsInvalid,
      });
    }
  });
});

describe('checkout', () => {
  it('reads what the buyer saw as numbers and leaves the rest optional', () => {
    const parsed = parseForm(
      formOf([
        ['version', '7'],
        ['gross', '125000'],
        ['idempotencyKey', 'k'],
        ['requestedDeliveryDate', '2026-12-01'],
        ['purchaseOrderNumber', ''],
        ['payment', 'card'],
      ]),
      placeOrderForm,
      nb,
    );
    expect(parsed.isValid && parsed.value).toEqual({
      version: 7,
      gross: 125000,
      idempotencyKey: 'k',
      requestedDeliveryDate: '2026-12-01',
      payment: 'card',
      deliveryAddressId: undefined,
      purchaseOrderNumber: undefined,
      comment: undefined,
    });
  });

  it('refuses a PO number over 50 characters beside its field', () => {
    const parsed = parseForm(
      formOf([
        ['version', '1'],
        ['gross', '1'],
        ['idempotencyKey', 'k'],
        ['purchaseOrderNumber', 'x'.repeat(51)],
      ]),
      placeOrderForm,
      nb,
    );
    expect(!parsed.isValid && parsed.fieldErrors).toEqual({ purchaseOrderNumber: nb.forms.tooLong });
  });
});

describe('cost centres', () => {
  it('saving needs a name, a new centre its code; limits in kroner', () => {
    const missing = parseForm(
      formOf([
        ['intent', 'save'],
        ['perOrder', '5000,5'],
      ]),
      costCentreSaveForm,
      nb,
    );
    expect(!missing.isValid && missing.fieldErrors).toEqual({ name: nb.forms.required });
    const noCode = parseForm(
      formOf([
        ['intent', 'save'],
        ['name', 'Kantina'],
      ]),
      costCentreSaveForm,
      nb,
    );
    expect(!noCode.isValid && noCode.fieldErrors).toEqual({ code: nb.forms.required });
    const ok = parseForm(
      formOf([
        ['code', 'K1'],
        ['name', 'Kantina'],
        ['perOrder', '5000,5'],
      ]),
      costCentreSaveForm,
      nb,
    );
    expect(ok.isValid && [ok.value.perOrder, ok.value.perMonth]).toEqual([500050, null]);
  });

  it('deactivating reads only the switch', () => {
    const parsed = parseForm(
      formOf([
        ['id', 'c1'],
        ['intent', 'deactivate'],
        ['name', ''],
      ]),
      costCentreForm,
      nb,
    );
    expect(parsed.isValid && parsed.value.intent).toBe('deactivate');
  });
});

describe('shopping lists', () => {
  it('a new list from the product page needs its name', () => {
    const parsed = parseForm(
      formOf([
        ['cartId', 'new'],
        ['sku', 'A1'],
        ['quantity', '2'],
      ]),
      addListLineForm,
      nb,
    );
    expect(!parsed.isValid && parsed.fieldErrors).toEqual({ newName: nb.lists.lists.nameInvalid });
  });

  it('a list name over 100 characters and a quantity of 0 are named', () => {
    const name = parseForm(
      formOf([
        ['cartId', 'l1'],
        ['name', 'x'.repeat(101)],
      ]),
      updateListForm,
      en,
    );
    expect(!name.isValid && name.fieldErrors).toEqual({ name: en.lists.lists.nameInvalid });
    const quantity = parseForm(
      formOf([
        ['cartId', 'l1'],
        ['sku', 'A1'],
        ['quantity', '0'],
      ]),
      addListLineForm,
      en,
    );
    expect(!quantity.isValid && quantity.fieldErrors).toEqual({ quantity: en.errors.quantity });
  });

  it('the chosen lines are a list, one or many', () => {
    const one = parseForm(
      formOf([
        ['cartId', 'l1'],
        ['intent', 'chosen'],
        ['line', 'A1'],
      ]),
      listToCartForm,
      nb,
    );
    expect(one.isValid && one.value.line).toEqual(['A1']);
    const none = parseForm(formOf([['cartId', 'l1']]), listToCartForm, nb);
    expect(none.isValid && none.value).toEqual({ cartId: 'l1', intent: 'all', line: [] });
  });
});

describe('quick order', () => {
  it('keeps the rows by position, empty cells as empty strings', () => {
    const parsed = parseForm(
      formOf([
        ['sku', 'A1'],
        ['quantity', '2'],
        ['sku', ''],
        ['quantity', ''],
        ['sku', 'B2'],
        ['quantity', 'x'],
        ['text', 'C3;4'],
        ['file', new File([], '')],
        ['intent', 'add'],
      ]),
      quickOrderForm,
      nb,
    );
    expect(parsed.isValid && parsed.value).toEqual({
      sku: ['A1', '', 'B2'],
      quantity: ['2', '', 'x'],
      text: 'C3;4',
      file: undefined,
      intent: 'add',
    });
  });
});

describe('quotes', () => {
  it('reads the lines by position with prices and the fee in kroner; rows without a SKU are dropped', () => {
    const parsed = parseForm(
      formOf([
        ['quoteId', 'q1'],
        ['version', '3'],
        ['sku', 'A1'],
        ['quantity', '40'],
        ['unitPrice', '85,50'],
        ['sku', ''],
        ['quantity', '1'],
        ['unitPrice', '0'],
        ['shippingFee', '150'],
        ['validUntil', '2026-12-24'],
        ['intent', 'send'],
      ]),
      saveQuoteForm,
      nb,
    );
    expect(parsed.isValid && parsed.value).toEqual({
      quoteId: 'q1',
      version: 3,
      shippingFee: 15000,
      validUntil: '2026-12-24',
      intent: 'send',
      lines: [{ sku: 'A1', quantity: 40, unitPrice: 8550 }],
    });
  });

  it('names the row whose price is not an amount', () => {
    const parsed = parseForm(
      formOf([
        ['quoteId', 'q1'],
        ['sku', 'A1'],
        ['quantity', '1'],
        ['unitPrice', '8,5,0'],
        ['validUntil', '2026-12-24'],
      ]),
      saveQuoteForm,
      nb,
    );
    expect(!parsed.isValid && parsed.fieldErrors).toEqual({ 'unitPrice[0]': nb.forms.amount });
  });
});

describe('subscriptions', () => {
  it('the interval is 1 to 52 weeks', () => {
    for (const [typed, isValid] of [
      ['1', true],
      ['52', true],
      ['0', false],
      ['53', false],
      ['2.5', false],
    ] as const) {
      const parsed = parseForm(
        formOf([
          ['id', 's1'],
          ['intervalWeeks', typed],
        ]),
        updateSubscriptionForm,
        nb,
      );
      expect(parsed.isValid).toBe(isValid);
      if (!parsed.isValid)
        expect(parsed.fieldErrors).toEqual({ intervalWeeks: nb.lists.subscriptions.intervalInvalid });
    }
  });
});

describe('support', () => {
  it('a ticket needs a subject and a description; an unknown category is "other", a non-uuid order none', () => {
    const missing = parseForm(
      formOf([
        ['subject', ''],
        ['body', ' '],
      ]),
      ticketForm,
      nb,
    );
    expect(!missing.isValid && missing.fieldErrors).toEqual({
      subject: nb.support.errors.missing,
      body: nb.support.errors.missing,
    });
    const parsed = parseForm(
      formOf([
        ['subject', 'Hei'],
        ['body', 'Tekst'],
        ['category', 'nope'],
        ['orderId', '<script>'],
      ]),
      ticketForm,
      nb,
    );
    expect(parsed.isValid && parsed.value).toEqual({
      subject: 'Hei',
      body: 'Tekst',
      category: 'other',
      orderId: undefined,
    });
  });

  it('a tampered id is "something went wrong", not a crash', () => {
    const parsed = parseForm(
      formOf([
        ['ticketId', '../../etc'],
        ['agentId', uuid],
      ]),
      assignTicketForm,
      nb,
    );
    expect(parsed).toEqual({
      isValid: false,
      message: nb.errors.generic,
      fieldErrors: { ticketId: nb.errors.generic },
    });
  });
});

describe('quick add from a listing card', () => {
  it('takes the product and a whole quantity', () => {
    expect(
      parseForm(
        formOf([
          ['productId', uuid],
          ['quantity', '12'],
        ]),
        quickAddForm,
        nb,
      ),
    ).toEqual({
      isValid: true,
      value: { productId: uuid, quantity: 12 },
    });
  });

  it('names the quantity field when it is not a whole number from 1', () => {
    const parsed = parseForm(
      formOf([
        ['productId', uuid],
        ['quantity', '0'],
      ]),
      quickAddForm,
      en,
    );
    expect(parsed.isValid).toBe(false);
    if (!parsed.isValid) expect(Object.keys(parsed.fieldErrors)).toEqual(['quantity']);
  });
});
