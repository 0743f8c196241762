'use server';
// Spending limits and approvals (docs/approvals.md): sending a held cart for approval from the checkout, deciding,
// withdrawing, paying an approved card request, and the company admin's limits and rules.
import type { CheckoutProblem } from '@engros/client';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { parseAmount } from '../../lib/approvals';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../lib/errors';
import { getDictionary } from '../../lib/i18n/server';

const field = (form: FormData, name: string, max: number) =>
  String(form.get(name) ?? '')
    .trim()
    .slice(0, max);

export type ApprovalCheckoutState = {
  message?: string;
  problems?: string[];
  values: {
    purchaseOrderNumber: string;
    comment: string;
    requestedDeliveryDate: string;
    message: string;
    paymentMethod: 'invoice' | 'card';
  };
};

/**
 * "Send for approval" at checkout: store the delivery choices on the cart (version check as for an order), then
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
    purchaseOrderNumber: field(form, 'purchaseOrderNumber', 50),
    comment: field(form, 'comment', 500),
    requestedDeliveryDate: field(form, 'requestedDeliveryDate', 10),
    message: field(form, 'message', 2000),
    paymentMethod: form.get('paymentMethod') === 'card' ? 'card' : 'invoice',
  };
  if (!viewer.isSignedIn || !viewer.company) return { message: t.errors.signInAgain, values };
  const ids = { pid: viewer.contactId, customerId: viewer.company.customerId };
  const seenVersion = Number(form.get('version'));
  let requestId: string;
  try {
    const updated = await api.postArdisCartUpdatemetadata({
      body: {
        ...ids,
        deliveryAddressId: field(form, 'deliveryAddressId', 100) || undefined,
        requestedDeliveryDate: values.requestedDeliveryDate || null,
        purchaseOrderNumber: values.purchaseOrderNumber || null,
        comment: values.comment || null,
      },
    });
    if (updated.version !== seenVersion + 1) return { message: t.checkout.cartChanged, values };
    const request = await api.postApprovals({
      body: {
        ...ids,
        message: values.message || undefined,
        paymentMethod: values.paymentMethod,
        expectedVersion: updated.version,
      },
      headers: { 'idempotency-key': field(form, 'idempotencyKey', 64) },
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

export type ApprovalActionState = { status: 'idle' | 'ok' | 'error'; message?: string; comment?: string };

/**
 * Approve or reject (the button pressed says which); a rejection needs a comment, as the API does. On success the
 * browser goes back to the request, which says what happened (`?done=`).
 */
export async function decideApproval(_previous: ApprovalActionState, form: FormData): Promise<ApprovalActionState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const comment = field(form, 'comment', 2000);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain, comment };
  const approvalId = field(form, 'approvalId', 100);
  const decision = form.get('decision') === 'reject' ? 'reject' : 'approve';
  if (decision === 'reject' && !comment) {
    return { status: 'error', message: t.approvals.rejectNeedsComment, comment };
  }
  let done: 'rejected' | 'approved' | 'approvedCard';
  try {
    if (decision === 'reject') {
      await api.postApprovalsByApprovalIdReject({ path: { approvalId }, body: { comment } });
      done = 'rejected';
    } else {
      // Another cost centre only when the approver changed it (the frozen one stays otherwise).
      const costCentreId = field(form, 'costCentreId', 100);
      const changed = costCentreId && costCentreId !== field(form, 'currentCostCentreId', 100);
      const result = await api.postApprovalsByApprovalIdApprove({
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
  const approvalId = field(form, 'approvalId', 100);
  try {
    await api.postApprovalsByApprovalIdWithdraw({ path: { approvalId } });
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
  const approvalId = field(form, 'approvalId', 100);
  let hostedPage: string | null | undefined;
  try {
    const payment = await api.postApprovalsByApprovalIdCardPayment({ path: { approvalId } });
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
  values: { perOrder: string; perMonth: string; isApprover?: boolean };
};

function readLimits(form: FormData) {
  const values = { perOrder: field(form, 'perOrder', 20), perMonth: field(form, 'perMonth', 20) };
  return { values, perOrder: parseAmount(values.perOrder), perMonth: parseAmount(values.perMonth) };
}

/** The company-wide limits per order and per month. */
export async function saveCompanyLimits(_previous: LimitsFormState, form: FormData): Promise<LimitsFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const { values, perOrder, perMonth } = readLimits(form);
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain, values };
  if (perOrder === undefined || perMonth === undefined) {
    return { status: 'error', message: t.approvals.amountInvalid, values };
  }
  try {
    await api.putApprovalsSettingsCompany({ body: { customerId: viewer.company.customerId, perOrder, perMonth } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), values };
  }
  revalidatePath('/account/limits');
  return { status: 'ok', message: t.approvals.saved, values };
}

/** One contact's limits and approver flag. */
export async function saveContactLimits(_previous: LimitsFormState, form: FormData): Promise<LimitsFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const { values: limits, perOrder, perMonth } = readLimits(form);
  const values = { ...limits, isApprover: form.get('isApprover') === 'on' };
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain, values };
  if (perOrder === undefined || perMonth === undefined) {
    return { status: 'error', message: t.approvals.amountInvalid, values };
  }
  try {
    await api.putApprovalsSettingsContactsByContactId({
      path: { contactId: field(form, 'contactId', 100) },
      body: { customerId: viewer.company.customerId, perOrder, perMonth, isApprover: values.isApprover },
    });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), values };
  }
  revalidatePath('/account/limits');
  return { status: 'ok', message: t.approvals.saved, values };
}

export type RuleFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  values: { kind: string; amount: string; categoryId: string };
};

/** Adds a rule: orders over an amount, items in a category (and its subcategories), or prescription items. */
export async function addRule(_previous: RuleFormState, form: FormData): Promise<RuleFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const values = {
    kind: field(form, 'kind', 20),
    amount: field(form, 'amount', 20),
    categoryId: field(form, 'categoryId', 100),
  };
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain, values };
  const customerId = viewer.company.customerId;
  let body: Parameters<typeof api.postApprovalsRules>[0]['body'];
  if (values.kind === 'category') {
    if (!values.categoryId) return { status: 'error', message: t.approvals.categoryMissing, values };
    body = { customerId, kind: 'category', categoryId: values.categoryId };
  } else if (values.kind === 'prescription') {
    body = { customerId, kind: 'prescription' };
  } else {
    const amount = parseAmount(values.amount);
    if (amount === undefined) return { status: 'error', message: t.approvals.amountInvalid, values };
    if (amount === null) return { status: 'error', message: t.approvals.amountMissing, values };
    body = { customerId, kind: 'order_over', amount };
  }
  try {
    await api.postApprovalsRules({ body });
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
  try {
    await api.deleteApprovalsRulesByRuleId({
      path: { ruleId: field(form, 'ruleId', 100) },
      query: { customerId: viewer.company.customerId },
    });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath('/account/limits');
  return { status: 'ok', message: t.approvals.ruleRemoved };
}
