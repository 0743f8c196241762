// Spending limits and approvals: small helpers the pages, forms and actions share (docs/approvals.md).
import type { CategoryNode } from '@engros/client';

export const approvalStatuses = ['pending', 'approved', 'ordered', 'rejected', 'withdrawn', 'expired'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/**
 * An amount typed in major units ("5000", "5 000,50", "5000.5") as minor units; '' is null (no limit);
 * undefined when it is not an amount.
 */
export function parseAmount(text: string): number | null | undefined {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (cleaned === '') return null;
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned) * 100);
}

/** Minor units as the value of an amount field (major units, no grouping): 500000 → "5000". */
export function amountField(minor: number | null): string {
  if (minor === null) return '';
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}

/** The category tree as a flat list with the path as its name ("Renhold › Gulv"), for a select. */
export function flattenCategories(nodes: CategoryNode[], prefix = ''): { id: string; name: string }[] {
  return nodes.flatMap((node) => {
    const name = prefix ? `${prefix} › ${node.name}` : node.name;
    return [{ id: node.id, name }, ...flattenCategories(node.children, name)];
  });
}
