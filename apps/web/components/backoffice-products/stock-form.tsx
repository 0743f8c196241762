'use client';
import { useActionState } from 'react';
import { type StockLevelsState, setStockLevels } from '../../app/actions/stock-levels';
import { backofficeProductsTexts } from '../../lib/i18n/areas/backoffice-products';
import type { Language } from '../../lib/i18n/dictionary';
import { ProblemLines } from '../backoffice/problem-lines';

/**
 * Stock levels pasted or uploaded: a refused text's lines are listed with their problems under it (the text kept to
 * mend), a saved one's counts and the SKUs the shop does not have.
 */
export function StockForm({ language }: { language: Language }) {
  const texts = backofficeProductsTexts[language].stock;
  const [state, action, isPending] = useActionState<StockLevelsState, FormData>(setStockLevels, {});
  return (
    <>
      <form action={action} className="stock-levels-form">
        <label htmlFor="stock-text">{texts.text}</label>
        <textarea
          id="stock-text"
          name="text"
          rows={10}
          defaultValue={state.text}
          key={state.text ?? ''}
          aria-describedby="stock-text-help"
          aria-invalid={state.problems ? true : undefined}
          spellCheck={false}
        />
        <p id="stock-text-help" className="field-help">
          {texts.textHelp}
        </p>
        <label htmlFor="stock-file">{texts.file}</label>
        <input id="stock-file" name="file" type="file" accept=".csv,.txt,text/csv,text/plain" />
        <button type="submit" className="button" disabled={isPending}>
          {texts.submit}
        </button>
      </form>
      {state.message ? (
        <p className="alert alert-error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.done ? (
        <div className="alert alert-info" role="status" data-stock-done>
          <p>{texts.done(state.done.changed, state.done.unchanged)}</p>
          {state.done.unknownSkus.length > 0 ? (
            <>
              <p>{texts.unknown(state.done.unknownSkus.length)}</p>
              <ul className="stock-unknown" data-stock-unknown>
                {state.done.unknownSkus.map((sku) => (
                  <li key={sku}>{sku}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {state.problems?.length ? (
        <ProblemLines
          lines={state.problems}
          texts={{ caption: texts.problemsCaption, line: texts.line, sku: texts.sku, problem: texts.problem }}
          marker="stock-problems"
        />
      ) : null}
    </>
  );
}
