import { describe, expect, it } from 'vitest';
import { dataLines, parseLines } from './quick-order';
import { spreadsheetRows } from './spreadsheet-lines';

describe('spreadsheetRows', () => {
  it('gives each non-blank line its number, text and cells, without the BOM and the header row', () => {
    expect(spreadsheetRows('\uFEFFVarenummer;Antall\r\n\nA-1;"2"\nB-2\t3\n', 1)).toEqual([
      { row: 3, line: 'A-1;"2"', cells: ['A-1', '2'] },
      { row: 4, line: 'B-2\t3', cells: ['B-2', '3'] },
    ]);
    // A first line with a number where the header's name would be is data.
    expect(spreadsheetRows('A-1,5', 1)).toEqual([{ row: 1, line: 'A-1,5', cells: ['A-1', '5'] }]);
  });
});

describe('the quick order’s lines', () => {
  it('reads pasted lines, and gives a file’s data lines to append after them', () => {
    const file = '\uFEFFVarenummer;Antall\n\nA-1;2\n  \nB-2,\n';
    expect(dataLines(file)).toBe('A-1;2\nB-2,');
    expect(parseLines(file, 'file').map(({ row, sku, quantity }) => [row, sku, quantity])).toEqual([
      [3, 'A-1', 2],
      [5, 'B-2', 1],
    ]);
  });
});
