// The lines of a file or a pasted text that were refused, each with its problem, under the form that sent them: the
// catalog import, a price list's import and the stock levels. Each cell is labelled for the narrow screen's layout.

export type ProblemLine = { row: number; column?: string | null; sku?: string | null; text: string };

type Texts = { caption: string; line: string; column?: string; sku: string; problem: string };

/**
 * A table of the refused lines: line number, the column (when `texts.column` is given), the SKU and the problem.
 * `marker` names the table for the tests (`data-<marker>`).
 */
export function ProblemLines({
  lines,
  texts,
  marker,
  className = '',
}: {
  lines: readonly ProblemLine[];
  texts: Texts;
  marker: string;
  className?: string;
}) {
  return (
    <table className={`cart-lines ${className}`.trim()} {...{ [`data-${marker}`]: true }}>
      <caption>{texts.caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="num">
            {texts.line}
          </th>
          {texts.column ? <th scope="col">{texts.column}</th> : null}
          <th scope="col">{texts.sku}</th>
          <th scope="col">{texts.problem}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.row}|${line.column ?? ''}|${line.text}`} data-row={line.row}>
            <td data-label={texts.line} className="num">
              {line.row}
            </td>
            {texts.column ? <td data-label={texts.column}>{line.column ?? ''}</td> : null}
            <td data-label={texts.sku}>{line.sku ?? ''}</td>
            <td data-label={texts.problem}>{line.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
