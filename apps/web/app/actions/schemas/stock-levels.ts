// The back office's stock levels form (app/actions/stock-levels.ts): pasted lines, or a CSV file. The lines are read
// by lib/stock-levels.ts, which names each bad line's problem (an answer in the table, not a field error).
import { z } from 'zod';

/** The largest file the form takes: 20,000 lines of `SKU;stock;lead time` fit many times over. */
export const MAX_STOCK_FILE_BYTES = 2 * 1024 * 1024;

export const stockLevelsForm = z.object({
  text: z.string().max(2_000_000).default(''),
  file: z.instanceof(File).optional(),
});
