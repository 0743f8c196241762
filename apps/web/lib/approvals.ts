// Spending limits and approvals: small helpers the pages, forms and actions share (docs/approvals.md).
import type { CategoryNode } from '@engros/client';

export const approvalStatuses = ['pending', 'approved', 'ordered', 'rejected', 'withdrawn', 'expired'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** The category tree as a flat list with the path as its name ("Renhold › Gulv"), for a select. */
export function flattenCategories(nodes: CategoryNode[], prefix = ''): { id: string; name: string }[] {
  return nodes.flatMap((node) => {
    const name = prefix ? `${prefix} › ${node.name}` : node.name;
    return [{ id: node.id, name }, ...flattenCategories(node.children, name)];
  });
}

/**
 * A request's reason as the approval pages say it. The API words the person's own limits for the person ordering
 * ("Over your limit per order (5 000 kr)"), which is wrong on the approver's screen: there they are the buyer's.
 * The amount is the API's own formatting, taken from its sentence (the reason carries no figure of its own).
 */
export function approvalReasonText(
  reason: { code: string; message: string },
  t: {
    approvals: { reasonBuyerOrderLimit: (limit: string) => string; reasonBuyerMonthLimit: (limit: string) => string };
  },
): string {
  const limit = /\(([^()]+)\)/.exec(reason.message)?.[1];
  if (!limit) return reason.message;
  if (reason.code === 'order_limit') return t.approvals.reasonBuyerOrderLimit(limit);
  if (reason.code === 'month_limit') return t.approvals.reasonBuyerMonthLimit(limit);
  return reason.message;
}
