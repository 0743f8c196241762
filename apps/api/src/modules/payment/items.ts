import { vatOf } from '../price';
import type { NetsItem } from './nets';

/** Reference of the item that carries the difference between per-item and per-rate VAT rounding. */
export const ROUNDING_REFERENCE = 'VAT-ROUNDING';

type Line = { sku: string; name: string; quantity: number; unitPrice: number; vatRate: number };

/**
 * The provider's items for an order's lines, summing exactly to `gross` (our totals rule, VAT per rate).
 * Nets wants taxAmount per item (rounded per item), which can differ by a few øre from our VAT computed once
 * per rate; that difference becomes one more item, VAT-free, named as a rounding (docs/payments.md).
 */
export function paymentItemsOf(lines: readonly Line[], gross: number, roundingName: string): NetsItem[] {
  const items: NetsItem[] = lines.map((line) => {
    const netTotalAmount = line.unitPrice * line.quantity;
    const taxAmount = vatOf(netTotalAmount, line.vatRate);
    return {
      reference: line.sku,
      name: line.name.slice(0, 128),
      quantity: line.quantity,
      unit: 'pcs',
      unitPrice: line.unitPrice,
      taxRate: line.vatRate,
      taxAmount,
      netTotalAmount,
      grossTotalAmount: netTotalAmount + taxAmount,
    };
  });
  const difference = gross - items.reduce((sum, item) => sum + item.grossTotalAmount, 0);
  if (difference !== 0) {
    items.push({
      reference: ROUNDING_REFERENCE,
      name: roundingName,
      quantity: 1,
      unit: 'pcs',
      unitPrice: difference,
      taxRate: 0,
      taxAmount: 0,
      netTotalAmount: difference,
      grossTotalAmount: difference,
    });
  }
  return items;
}
