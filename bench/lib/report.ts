import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One line of bench/results/latest.json. */
export type Entry = {
  name: string;
  value: number | null;
  unit: string;
  /** The baseline this value is compared with (e.g. 'baseline-select'), or null. */
  baseline: string | null;
  /** value / baseline value, where that makes sense (requests/s). */
  ratio: number | null;
  /** The target as text, or 'info' for figures without one. */
  target: string;
  pass: boolean;
  note?: string;
};

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function formatValue(entry: Entry): string {
  if (entry.value === null) return '—';
  const digits = entry.unit === 'ms' ? 1 : entry.unit === 'rank' ? 2 : 0;
  return `${round(entry.value, digits).toLocaleString('en-US')} ${entry.unit}`;
}

/** A Markdown table (also readable as plain text on stdout). */
export function markdownTable(entries: Entry[]): string {
  const rows = entries.map((e) => [
    e.name,
    formatValue(e),
    e.baseline ?? '',
    e.ratio === null ? '' : `${round(e.ratio, 2)}×`,
    e.target,
    e.target === 'info' ? '' : e.pass ? 'pass' : 'FAIL',
    e.note ?? '',
  ]);
  const header = ['scenario', 'value', 'baseline', 'ratio', 'target', 'result', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * Writes latest.json and the table: into README.md between the bench markers, else into
 * latest.md. A partial run (--only) writes partial.json and partial.md and leaves the rest alone.
 */
export function writeResults(options: {
  repoRoot: string;
  entries: Entry[];
  details: Record<string, unknown>;
  summary: string;
  isPartial: boolean;
  /** Files of their own (`<prefix>.json`, `-details.json`, `.md`), never the README: the scale run's `scale`. */
  prefix?: string;
  /** Text after the table in the Markdown file. */
  appendix?: string;
}): { json: string; markdown: string } {
  const dir = path.join(options.repoRoot, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const prefix = options.prefix ?? (options.isPartial ? 'partial' : 'latest');
  const json = path.join(dir, `${prefix}.json`);
  const rounded = options.entries.map((e) => ({
    ...e,
    value: e.value === null ? null : round(e.value, 2),
    ratio: e.ratio === null ? null : round(e.ratio, 3),
  }));
  writeFileSync(json, `${JSON.stringify(rounded, null, 2)}\n`);
  writeFileSync(path.join(dir, `${prefix}-details.json`), `${JSON.stringify(options.details, null, 2)}\n`);
  const block = `${options.summary}\n\n${markdownTable(options.entries)}\n${options.appendix ? `\n${options.appendix}\n` : ''}`;
  if (options.isPartial || options.prefix) {
    const markdown = path.join(dir, `${prefix}.md`);
    writeFileSync(markdown, block);
    return { json, markdown };
  }
  const readme = path.join(options.repoRoot, 'README.md');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (existsSync(readme)) {
    const text = readFileSync(readme, 'utf8');
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from !== -1 && to > from) {
      writeFileSync(readme, `${text.slice(0, from + start.length)}\n${block}${text.slice(to)}`);
      return { json, markdown: readme };
    }
  }
  const markdown = path.join(dir, 'latest.md');
  writeFileSync(markdown, block);
  return { json, markdown };
}
