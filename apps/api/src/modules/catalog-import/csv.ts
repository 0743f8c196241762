import { CsvError, parse } from 'csv-parse/sync';

/** At most this many data rows in one file. */
export const MAX_IMPORT_ROWS = 20_000;
/** At most this many problems are reported (a file with more is wrong throughout). */
export const MAX_PROBLEMS = 500;

export const vatClasses = ['standard', 'reduced', 'zero'] as const;

/** The columns a file may have (docs/backoffice-catalog.md). Price columns are `price_<MARKET>_<CURRENCY>`. */
export const importColumns = [
  'product_number',
  'sku',
  'name_nb',
  'name_en',
  'description_nb',
  'description_en',
  'category',
  'brand',
  'unit',
  'pack_size',
  'gtin',
  'vat_class',
  'department',
  'active',
  'variant_name_nb',
  'variant_name_en',
  'image',
  'variant_image',
] as const;
export type ImportColumn = (typeof importColumns)[number];
const requiredColumns: ImportColumn[] = ['product_number', 'sku', 'name_nb', 'category'];
/** Columns that describe the product: every row of one product number must agree on them. */
const productColumns: ImportColumn[] = [
  'name_nb',
  'name_en',
  'description_nb',
  'description_en',
  'category',
  'brand',
  'unit',
  'vat_class',
  'department',
];

/** One validated row. Optional values are null when the cell was empty: the stored value is kept. */
export type ImportRow = {
  /** Line number in the file (the header is line 1). */
  row: number;
  productNumber: string;
  sku: string;
  nameNb: string;
  nameEn: string | null;
  descriptionNb: string | null;
  descriptionEn: string | null;
  category: string;
  brand: string | null;
  unit: string | null;
  packSize: number | null;
  gtin: string | null;
  vatClass: (typeof vatClasses)[number] | null;
  department: string | null;
  isActive: boolean;
  variantNameNb: string | null;
  variantNameEn: string | null;
  /** List prices in minor units excl. VAT, by market code (only the cells that had a price). */
  prices: Record<string, number>;
  /** Pictures of the product and of this variant: http(s) URLs or names of files in the zip beside the CSV. */
  images?: string[];
  variantImages?: string[];
};

export type ImportProblem = {
  row: number;
  column: string | null;
  sku: string | null;
  problem: string;
  detail?: string;
};

/** A price column: its market and currency. */
export type PriceColumn = { column: string; market: string; currency: string };

/** What the file is checked against (known categories, markets and departments). */
export type ImportReference = {
  categories: Set<string>;
  markets: Map<string, string>;
  departments: Set<string>;
  /** Names of the files in the zip uploaded with the CSV (none without one). */
  imageFiles?: Set<string>;
};

const maxLength: Partial<Record<ImportColumn, number>> = {
  product_number: 64,
  sku: 64,
  name_nb: 200,
  name_en: 200,
  variant_name_nb: 200,
  variant_name_en: 200,
  description_nb: 5000,
  description_en: 5000,
  category: 100,
  brand: 100,
  department: 32,
};
const codePattern = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const truthy = new Set(['true', '1', 'yes', 'ja', 'y', 'j']);
const falsy = new Set(['false', '0', 'no', 'nei', 'n']);

/** The GS1 check digit of GTIN-8/12/13/14 is right. */
export function isValidGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((acc, digit, i) => acc + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** "1234", "1234,5" or "1234.50" (major units, at most two decimals) → minor units; null when not a price. */
export function parsePrice(value: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The most frequent of ';', ',' and tab in the header line (a name may hold commas, so never all three). */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]![1] > 0 ? counts[0]![0] : ';';
}

/**
 * Reads and checks a whole catalog file before anything is written: the header (known, unique columns; the
 * required ones; price columns of known markets in their currency), then every row (required cells, lengths,
 * numbers, GTIN check digits, known categories and departments, SKUs once per file, the same product values on
 * every row of one product number). Every problem is reported with its line number, so a file is fixed in one go.
 */
export function parseCatalogCsv(
  text: string,
  reference: ImportReference,
): { rows: ImportRow[]; problems: ImportProblem[]; priceColumns: PriceColumn[] } {
  const problems: ImportProblem[] = [];
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, '')),
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = Number((error as { lines?: number }).lines ?? 0);
      return {
        rows: [],
        problems: [{ row: line, column: null, sku: null, problem: 'unreadable', detail: error.message }],
        priceColumns: [],
      };
    }
    throw error;
  }
  const [header, ...body] = records;
  if (!header)
    return { rows: [], problems: [{ row: 1, column: null, sku: null, problem: 'no_rows' }], priceColumns: [] };

  // The header: every column known and once; the required ones present.
  const columns = header.record.map((name) => name.trim());
  const index = new Map<string, number>();
  const priceColumns: PriceColumn[] = [];
  for (const [i, raw] of columns.entries()) {
    const name = raw.toLowerCase();
    const price = /^price_([a-z]{2})_([a-z]{3})$/.exec(name);
    const key = price ? `price_${price[1]!.toUpperCase()}_${price[2]!.toUpperCase()}` : name;
    if (index.has(key)) {
      problems.push({ row: 1, column: raw, sku: null, problem: 'duplicate_column' });
      continue;
    }
    if (price) {
      const market = price[1]!.toUpperCase();
      const currency = price[2]!.toUpperCase();
      const marketCurrency = reference.markets.get(market);
      if (!marketCurrency) problems.push({ row: 1, column: raw, sku: null, problem: 'unknown_market', detail: market });
      else if (marketCurrency !== currency) {
        problems.push({
          row: 1,
          column: raw,
          sku: null,
          problem: 'wrong_currency',
          detail: `${market}: ${marketCurrency}`,
        });
      } else priceColumns.push({ column: key, market, currency });
    } else if (!(importColumns as readonly string[]).includes(name)) {
      problems.push({ row: 1, column: raw, sku: null, problem: 'unknown_column' });
    }
    index.set(key, i);
  }
  for (const column of requiredColumns) {
    if (!index.has(column)) problems.push({ row: 1, column, sku: null, problem: 'missing_column' });
  }
  if (body.length === 0) problems.push({ row: 1, column: null, sku: null, problem: 'no_rows' });
  if (body.length > MAX_IMPORT_ROWS) {
    problems.push({
      row: body[MAX_IMPORT_ROWS]!.info.lines,
      column: null,
      sku: null,
      problem: 'too_many_rows',
      detail: String(MAX_IMPORT_ROWS),
    });
  }
  if (problems.length > 0) return { rows: [], problems, priceColumns };

  const rows: ImportRow[] = [];
  const skuRows = new Map<string, number>();
  const firstOfProduct = new Map<string, { row: number; cells: Record<string, string> }>();
  for (const { record, info } of body) {
    if (problems.length >= MAX_PROBLEMS) break;
    const row = info.lines;
    const cell = (column: string) => {
      const i = index.get(column);
      return i === undefined ? '' : (record[i] ?? '').trim();
    };
    const sku = cell('sku') || null;
    const problem = (column: string | null, code: string, detail?: string) =>
      problems.push({ row, column, sku, problem: code, ...(detail ? { detail } : {}) });
    const before = problems.length;
    if (record.length > columns.length) problem(null, 'too_many_cells', `${record.length} > ${columns.length}`);
    for (const column of requiredColumns) if (!cell(column)) problem(column, 'required');
    for (const [column, max] of Object.entries(maxLength)) {
      if (cell(column).length > max) problem(column, 'too_long', String(max));
    }
    for (const column of ['product_number', 'sku'] as const) {
      const value = cell(column);
      if (value && value.length <= 64 && !codePattern.test(value)) problem(column, 'invalid_code');
    }
    const category = cell('category');
    if (category && !reference.categories.has(category)) problem('category', 'unknown_category', category);
    const department = cell('department');
    if (department && !reference.departments.has(department)) problem('department', 'unknown_department', department);
    const unit = cell('unit').toUpperCase();
    if (unit && !/^[A-Z0-9]{2,3}$/.test(unit)) problem('unit', 'invalid_unit');
    const packText = cell('pack_size');
    const packSize = packText
      ? /^\d{1,6}$/.test(packText) && Number(packText) >= 1
        ? Number(packText)
        : Number.NaN
      : null;
    if (Number.isNaN(packSize)) problem('pack_size', 'invalid_number');
    const gtin = cell('gtin');
    if (gtin && !isValidGtin(gtin)) problem('gtin', 'invalid_gtin');
    const vat = cell('vat_class').toLowerCase();
    if (vat && !(vatClasses as readonly string[]).includes(vat))
      problem('vat_class', 'invalid_vat_class', vatClasses.join('|'));
    const activeText = cell('active').toLowerCase();
    if (activeText && !truthy.has(activeText) && !falsy.has(activeText)) problem('active', 'invalid_boolean');
    const prices: Record<string, number> = {};
    for (const price of priceColumns) {
      const value = cell(price.column);
      if (!value) continue;
      const minor = parsePrice(value);
      if (minor === null) problem(price.column, 'invalid_price');
      else prices[price.market] = minor;
    }
    if (sku) {
      const seen = skuRows.get(sku);
      if (seen !== undefined) problem('sku', 'duplicate_sku', `line ${seen}`);
      else skuRows.set(sku, row);
    }
    const productNumber = cell('product_number');
    if (productNumber) {
      const first = firstOfProduct.get(productNumber);
      const cells = Object.fromEntries(productColumns.map((c) => [c, cell(c)]));
      if (!first) firstOfProduct.set(productNumber, { row, cells });
      else {
        for (const column of productColumns) {
          if (cells[column] !== first.cells[column]) problem(column, 'product_values_differ', `line ${first.row}`);
        }
      }
    }
    const images = imageList(cell('image'));
    const variantImages = imageList(cell('variant_image'));
    for (const [column, list] of [
      ['image', images],
      ['variant_image', variantImages],
    ] as const) {
      for (const name of list) {
        const code = imageProblem(name, reference.imageFiles);
        if (code) problem(column, code, name.slice(0, 200));
      }
    }
    if (problems.length > before) continue;
    const optional = (column: string) => cell(column) || null;
    rows.push({
      row,
      productNumber,
      sku: sku!,
      nameNb: cell('name_nb'),
      nameEn: optional('name_en'),
      descriptionNb: optional('description_nb'),
      descriptionEn: optional('description_en'),
      category,
      brand: optional('brand'),
      unit: unit || null,
      packSize,
      gtin: gtin || null,
      vatClass: (vat || null) as ImportRow['vatClass'],
      department: department || null,
      isActive: activeText ? truthy.has(activeText) : true,
      variantNameNb: optional('variant_name_nb'),
      variantNameEn: optional('variant_name_en'),
      prices,
      ...(images.length > 0 ? { images } : {}),
      ...(variantImages.length > 0 ? { variantImages } : {}),
    });
  }
  return { rows, problems: problems.slice(0, MAX_PROBLEMS), priceColumns };
}

/** An image cell: one or more pictures separated by `|`, in the order they are shown. */
function imageList(cell: string): string[] {
  return cell
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Why an image reference cannot be used, or null: an http(s) URL, or a file the zip holds. */
function imageProblem(name: string, files: Set<string> | undefined): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(name)) {
    try {
      const url = new URL(name);
      return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'invalid_image_url';
    } catch {
      return 'invalid_image_url';
    }
  }
  return files?.has(name) ? null : 'image_not_in_zip';
}
