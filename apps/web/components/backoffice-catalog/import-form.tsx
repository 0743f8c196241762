'use client';
import { useActionState } from 'react';
import { type ImportFormState, uploadCatalog } from '../../app/actions/catalog-import';

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
        <table className="cart-lines catalog-import-problems" data-import-problems>
          <caption>{texts.problems}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                {texts.line}
              </th>
              <th scope="col">{texts.column}</th>
              <th scope="col">{texts.sku}</th>
              <th scope="col">{texts.problem}</th>
            </tr>
          </thead>
          <tbody>
            {state.problems.map((p) => (
              <tr key={`${p.row}|${p.column}|${p.text}`} data-row={p.row}>
                <td data-label={texts.line} className="num">
                  {p.row}
                </td>
                <td data-label={texts.column}>{p.column ?? ''}</td>
                <td data-label={texts.sku}>{p.sku ?? ''}</td>
                <td data-label={texts.problem}>{p.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
