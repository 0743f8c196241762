// The quick order form (app/actions/quick-order.ts). The rows and lines themselves are read by lib/quick-order.ts,
// which names each line's problem in the results table (a bad line is an answer there, not a field error).
import { z } from 'zod';
import { oneOf } from '../../../lib/forms';
import { MAX_LINES } from '../../../lib/quick-order';

export const quickOrderForm = z.object({
  /** Typed rows, by position: SKU and quantity as typed (empty rows are skipped by parseRows). */
  sku: z.array(z.string().max(200).optional().default('')).max(MAX_LINES).default([]),
  quantity: z.array(z.string().max(50).optional().default('')).max(MAX_LINES).default([]),
  text: z.string().max(1_000_000).default(''),
  file: z.instanceof(File).optional(),
  intent: oneOf(['check', 'add']).default('check'),
});
