'use server';
// The back office's catalog import (docs/backoffice-catalog.md): the uploaded CSV goes to the API as text; a file
// with problems comes back as a list by line and column, a clean one opens its progress page.
import { redirect } from 'next/navigation';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../lib/errors';
import { parseForm } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { catalogImportForm } from './schemas/catalog-import';

export type ImportProblemView = { row: number; column: string | null; sku: string | null; text: string };
export type ImportFormState = { message?: string; problems?: ImportProblemView[] };

type ApiProblem = { row: number; column: string | null; sku: string | null; problem: string; detail?: string };

export async function uploadCatalog(_previous: ImportFormState, form: FormData): Promise<ImportFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  const texts = t.backofficeCatalog.import;
  if (!viewer.isSignedIn) return { message: t.errors.signInAgain };
  const parsed = parseForm(form, catalogImportForm, t);
  if (!parsed.isValid) return { message: parsed.message };
  const { file } = parsed.value;
  let importId: string;
  try {
    const started = await api.createCatalogImport({
      body: { csv: await file.text(), fileName: file.name.slice(0, 200) || undefined },
    });
    importId = started.id;
  } catch (error) {
    const problem = problemOf(error);
    const rows = (problem as { rows?: ApiProblem[] } | undefined)?.rows;
    if (problem?.code === 'catalog_import_invalid' && Array.isArray(rows)) {
      return {
        message: texts.invalid,
        problems: rows.map((p) => ({
          row: p.row,
          column: p.column,
          sku: p.sku,
          text: (texts.problemText[p.problem] ?? p.problem).replace('{detail}', p.detail ?? ''),
        })),
      };
    }
    return { message: errorMessage(error, t) };
  }
  redirect(`/backoffice/catalog/import/${importId}`);
}
