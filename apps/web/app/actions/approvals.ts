'use server';
// Spending limits and approvals (docs/approvals.md): sending a held cart for approval from the checkout, deciding,
// withdrawing, paying an approved card request, and the company admin's limits and rules.
import type { CheckoutProblem } from '@engros/client';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../lib/errors';
import { type FieldErrors, parseForm, typedValues } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { moneyInputValue } from '../../lib/money';
import {
  approvalIdForm,
  approvalRequestForm,
  contactLimitsForm,
  decisionForm,
  limitsForm,
  ruleForm,
  ruleIdForm,
} from './schemas/approvals';

export type ApprovalCheckoutState = {
  message?: string;
  problems?: string[];
  fieldErrors?: FieldErrors;
  values: {
    purchaseOrderNumber: string;
    comment: string;
    requestedDeliveryDate: string;
    message: string;
    paymentMethod: 'invoice' | 'card';
  };
};

/**
 * "Send for approval" at checkout: store the delivery choices on the cart the buyer saw (the API refuses another
 * version with cart_changed, as for an order), then
 * `POST /api/approvals` under the idempotency key made when the page was shown. The API freezes the cart and
 * empties the open one; the browser goes to the request, which shows the confirmation.
 */
export async function requestApproval(
  _previous: ApprovalCheckoutState,
  form: FormData,
): Promise<ApprovalCheckoutState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const values: ApprovalCheckoutState['values'] = {
    ...typedValues(form, ['purchaseOrderNumber', 'comment', 'requestedDeliveryDate', 'message']),
    paymentMethod: form.get('paymentMethod') === 'card' ? 'card' : 'invoice',
  };
  if (!viewer.isSignedIn || !viewer.company) return { message: t.errors.signInAgain, values };
  const parsed = parseForm(form, approvalRequestForm, t);
  if (!parsed.isValid) return { message: parsed.message, fieldErrors: parsed.fieldErrors, values };
  const typed = parsed.value;
  const ids = { pid: viewer.contactId, customerId: viewer.company.customerId };
  let requestId: string;
  try {
    const updated = await api.updateCartMetadata({
      body: {
        ...ids,
        deliveryAddressId: typed.deliveryAddressId,
        requestedDeliveryDate: typed.requestedDeliveryDate ?? null,
        purchaseOrderNumber: typed.purchaseOrderNumber ?? null,
        comment: typed.comment ?? null,
        expectedVersion: typed.version,
      },
    });
    const request = await api.requestApproval({
      body: {
        ...ids,
        message: typed.message,
        paymentMethod: typed.paymentMethod,
        expectedVersion: updated.version,
      },
      headers: { 'idempotency-key': typed.idempotencyKey },
    });
    requestId = request.id;
  } catch (error) {
    const problem = problemOf(error);
    const problems = (problem?.problems as CheckoutProblem[] | undefined)
      ?.filter((p) => p.isBlocking)
      .map((p) => p.message);
    revalidatePath('/checkout');
    return { message: errorMessage(error, t), problems, values };
  }
  revalidatePath('/', 'layout');
  redirect(`/account/approvals/${encodeURIComponent(requestId)}?sent=1`);
}

export type ApprovalActionState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  comment?: string;
  fieldErrors?: FieldErrors;
};

/**
 * Approve or reject (the button pressed says which); a rejection needs a comment, as the API does. On success the
 * browser goes back to the request, which says what happened (`?done=`).
 */
export async function decideApproval(_previous: ApprovalActionState, form: FormData): Promise<ApprovalActionState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const typedComment = typedValues(form, ['comment']).comment;
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain, comment: typedComment };
  const parsed = parseForm(form, decisionForm, t);
  if (!parsed.isValid) {
    return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, comment: typedComment };
  }
  const { approvalId, decision, comment = '', costCentreId, currentCostCentreId } = parsed.value;
  let done: 'rejected' | 'approved' | 'approvedCard';
  try {
    if (decision === 'reject') {
      await api.rejectApproval({ path: { approvalId }, body: { comment } });
      done = 'rejected';
    } else {
      // Another cost centre only when the approver changed it (the frozen one stays otherwise).
      const changed = costCentreId && costCentreId !== currentCostCentreId;
      const result = await api.approveApproval({
        path: { approvalId },
        body: { comment: comment || undefined, costCentreId: changed ? costCentreId : undefined },
      });
      done = result.status === 'approved' ? 'approvedCard' : 'approved';
    }
  } catch (error) {
    const problem = problemOf(error);
    const problems = (problem?.problems as CheckoutProblem[] | undefined)?.map((p) => p.message) ?? [];
    revalidatePath(`/account/approvals/${approvalId}`);
    return { status: 'error', message: [errorMessage(error, t), ...problems].join(' '), comment };
  }
  revalidatePath('/', 'layout');
  redirect(`/account/approvals/${encodeURIComponent(approvalId)}?done=${done}`);
}

/** The requester takes a pending request back; its lines go back to the cart. */
export async function withdrawApproval(_previous: ApprovalActionState, form: FormData): Promise<ApprovalActionState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, approvalIdForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  const { approvalId } = parsed.value;
  try {
    await api.withdrawApproval({ path: { approvalId } });
  } catch (error) {
    revalidatePath(`/account/approvals/${approvalId}`);
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath('/', 'layout');
  redirect(`/account/approvals/${encodeURIComponent(approvalId)}?done=withdrawn`);
}

/**
 * The pay link of an approved card request: the API starts the Nets payment of the frozen cart; the browser goes
 * to the hosted page, and Nets sends it back to /checkout/card, which makes the order as for any card payment.
 */
export async function payApproval(_previous: ApprovalActionState, form: FormData): Promise<ApprovalActionState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, approvalIdForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  const { approvalId } = parsed.value;
  let hostedPage: string | null | undefined;
  try {
    const payment = await api.startApprovalCardPayment({ path: { approvalId } });
    hostedPage = payment.hostedPaymentPageUrl;
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  if (!hostedPage) return { status: 'error', message: t.errors.generic };
  redirect(hostedPage);
}

// ── Limits and rules (admins) ─────────────────────────────────────────────────────────────────────────────

export type LimitsFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  fieldErrors?: FieldErrors;
  values: { perOrder: string; perMonth: string; isApprover?: boolean };
};

/** The limits as saved, written back into the fields the way parseMoney reads them. */
const savedLimits = (perOrder: number | null, perMonth: number | null) => ({
  perOrder: moneyInputValue(perOrder),
  perMonth: moneyInputValue(perMonth),
});

/** The company-wide limits per order and per month. */
export async function saveCompanyLimits(_previous: LimitsFormState, form: FormData): Promise<LimitsFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const values = typedValues(form, ['perOrder', 'perMonth']);
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain, values };
  const parsed = parseForm(form, limitsForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, values };
  const { perOrder, perMonth } = parsed.value;
  try {
    await api.setCompanySpendingLimits({ body: { customerId: viewer.company.customerId, perOrder, perMonth } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), values };
  }
  revalidatePath('/account/limits');
  return { status: 'ok', message: t.approvals.saved, values: savedLimits(perOrder, perMonth) };
}

/** One contact's limits and approver flag. */
export async function saveContactLimits(_previous: LimitsFormState, form: FormData): Promise<LimitsFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const values = { ...typedValues(form, ['perOrder', 'perMonth']), isApprover: form.get('isApprover') !== null };
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain, values };
  const parsed = parseForm(form, contactLimitsForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, values };
  const { contactId, perOrder, perMonth, isApprover } = parsed.value;
  try {
    await api.setContactSpendingLimits({
      path: { contactId },
      body: { customerId: viewer.company.customerId, perOrder, perMonth, isApprover },
    });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), values };
  }
  revalidatePath('/account/limits');
  return { status: 'ok', message: t.approvals.saved, values: { ...savedLimits(perOrder, perMonth), isApprover } };
}

export type RuleFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  fieldErrors?: FieldErrors;
  values: { kind: string; amount: string; categoryId: string };
};

/** Adds a rule: orders over an amount, items in a category (and its subcategories), or prescription items. */
export async function addRule(_previous: RuleFormState, form: FormData): Promise<RuleFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const values = typedValues(form, ['kind', 'amount', 'categoryId']);
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain, values };
  const parsed = parseForm(form, ruleForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, values };
  const customerId = viewer.company.customerId;
  const rule = parsed.value;
  const body: Parameters<typeof api.createApprovalRule>[0]['body'] =
    rule.kind === 'category'
      ? { customerId, kind: 'category', categoryId: rule.categoryId ?? '' }
      : rule.kind === 'prescription'
        ? { customerId, kind: 'prescription' }
        : { customerId, kind: 'order_over', amount: rule.amount ?? 0 };
  try {
    await api.createApprovalRule({ body });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), values };
  }
  revalidatePath('/account/limits');
  return { status: 'ok', message: t.approvals.ruleAdded, values: { kind: values.kind, amount: '', categoryId: '' } };
}

/** Removes a rule. */
export async function removeRule(_previous: ApprovalActionState, form: FormData): Promise<ApprovalActionState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, ruleIdForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  try {
    await api.deleteApprovalRule({
      path: { ruleId: parsed.value.ruleId },
      query: { customerId: viewer.company.customerId },
    });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath('/account/limits');
  return { status: 'ok', message: t.approvals.ruleRemoved };
}
