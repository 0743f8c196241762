// The back office's catalog import form (app/actions/catalog-import.ts): one CSV file.
import { z } from 'zod';
import { text } from '../../../lib/forms';

/** The largest file the form takes (the API's limit; next.config.mjs lets server actions carry it). */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

export const catalogImportForm = z.object({
  file: z
    .instanceof(File, { error: text('backofficeCatalog.import.noFile') })
    .refine((file) => file.size <= MAX_FILE_BYTES, text('errors.generic')),
});
