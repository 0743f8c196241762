import { describe, expect, it } from 'vitest';
import { MAX_STOCK, parseStockLines, STOCK_PAGE, stockPages } from './stock-levels';

describe('parseStockLines', () => {
  it('reads SKU, stock and an optional lead time from pasted or exported lines, a header row skipped', () => {
    const text = '\uFEFFVarenummer;Lager;Leveringstid\r\nREN-1;120;2\n\n"REN-2"\t1 200\nREN-3,0,\n';
    expect(parseStockLines(text)).toEqual([
      { row: 2, sku: 'REN-1', stock: 120, leadTimeDays: 2, problem: null },
      { row: 4, sku: 'REN-2', stock: 1_200, problem: null },
      { row: 5, sku: 'REN-3', stock: 0, problem: null },
    ]);
  });

  it('names each bad line’s problem: no SKU, a long one, a SKU twice, a stock or lead time out of range', () => {
    const lines = parseStockLines(
      [';5', `${'X'.repeat(65)};5`, 'A;5', 'A;6', 'B;-1', 'C;12,5', `D;${MAX_STOCK + 1}`, 'E;5;400', 'F;5;to'].join(
        '\n',
      ),
    );
    expect(lines.map((line) => [line.row, line.problem])).toEqual([
      [1, 'sku_missing'],
      [2, 'sku_too_long'],
      [3, null],
      [4, 'sku_repeated'],
      [5, 'stock_invalid'],
      [6, 'stock_invalid'],
      [7, 'stock_invalid'],
      [8, 'lead_time_invalid'],
      [9, 'lead_time_invalid'],
    ]);
  });
});

describe('stockPages', () => {
  it('sends the levels in pages the API takes, in the order given', () => {
    const text = Array.from({ length: STOCK_PAGE + 1 }, (_, i) => `S-${i};${i};${i % 2 ? '' : 3}`).join('\n');
    const pages = stockPages(parseStockLines(text));
    expect(pages.map((page) => page.length)).toEqual([STOCK_PAGE, 1]);
    expect(pages[0]!.slice(0, 2)).toEqual([
      { sku: 'S-0', stock: 0, leadTimeDays: 3 },
      { sku: 'S-1', stock: 1 },
    ]);
    expect(pages[1]).toEqual([{ sku: `S-${STOCK_PAGE}`, stock: STOCK_PAGE, leadTimeDays: 3 }]);
  });
});
