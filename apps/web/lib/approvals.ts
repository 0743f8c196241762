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
