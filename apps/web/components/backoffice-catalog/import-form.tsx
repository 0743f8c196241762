'use client';
import { useActionState } from 'react';
import { type ImportFormState, uploadCatalog } from '../../app/actions/catalog-import';
import { ProblemLines } from '../backoffice/problem-lines';

export type ImportFormTexts = {
  file: string;
  fileHelp: string;
  submit: string;
  problems: string;
  line: string;
  column: string;
  sku: string;
  problem: string;
};

/** The CSV upload; a refused file's problems are listed by line and column under it, to fix in one go. */
export function ImportForm({ texts }: { texts: ImportFormTexts }) {
  const [state, action, isPending] = useActionState<ImportFormState, FormData>(uploadCatalog, {});
  return (
    <>
      <form action={action} className="catalog-import-form" aria-describedby="catalog-file-help">
        <label htmlFor="catalog-file">{texts.file}</label>
        <input
          id="catalog-file"
          name="file"
          type="file"
          accept=".csv,text/csv,text/plain"
          required
          aria-invalid={state.problems ? true : undefined}
        />
        <p id="catalog-file-help" className="field-help">
          {texts.fileHelp}
        </p>
        <button type="submit" className="button" disabled={isPending}>
          {texts.submit}
        </button>
      </form>
      {state.message ? (
        <p className="alert alert-error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.problems?.length ? (
        <ProblemLines
          lines={state.problems}
          texts={{
            caption: texts.problems,
            line: texts.line,
            column: texts.column,
            sku: texts.sku,
            problem: texts.problem,
          }}
          marker="import-problems"
          className="catalog-import-problems"
        />
      ) : null}
    </>
  );
}
