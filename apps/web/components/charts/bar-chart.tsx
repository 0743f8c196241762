/** The smallest 1, 2 or 5 × 10ⁿ at or above the value (the chart's top line). */
export function niceCeil(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}

export type Bar = {
  key: string;
  value: number;
  /** Under the bar; empty for none (long series label every few bars). */
  label: string;
  /** A second, bold line under the label (the year at January). */
  sublabel?: string;
  /** Extra attributes on the bar's group (data-* for tests). */
  data?: Record<`data-${string}`, string | number>;
};

/**
 * A server-drawn SVG bar chart (no chart library, no script): grid lines with axis values, one bar per entry, the
 * labels below. It is one image with a title and a description for screen readers; pages put the same numbers in
 * a table beside it. `classPrefix` names the CSS classes (`<prefix>-chart`, `-bar`, `-grid`, `-axis`, `-year`);
 * account.css styles the `spend` ones, which every chart uses unless told otherwise.
 */
export function BarChart({
  id,
  title,
  description,
  bars,
  formatAxis,
  emptyScale = 100_000,
  classPrefix = 'spend',
  integerTicks = false,
  data,
}: {
  /** Unique on the page: the title's and description's ids derive from it. */
  id: string;
  title: string;
  description: string;
  bars: Bar[];
  formatAxis: (value: number) => string;
  /** The scale's top when every value is 0 (an empty plot with a sensible axis). */
  emptyScale?: number;
  classPrefix?: string;
  /** Counts: the scale's top is a multiple of 4, so the quarter grid lines fall on whole numbers. */
  integerTicks?: boolean;
  data?: Record<`data-${string}`, string | number>;
}) {
  const width = 720;
  const height = 280;
  const left = 72;
  const right = 12;
  const top = 16;
  const bottom = 44;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const maxValue = Math.max(0, ...bars.map((b) => b.value));
  const nice = maxValue > 0 ? niceCeil(maxValue) : emptyScale;
  const scaleMax = integerTicks ? Math.max(4, Math.ceil(nice / 4) * 4) : nice;
  const slot = plotW / Math.max(1, bars.length);
  const barW = Math.max(4, slot * 0.62);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * scaleMax);
  const y = (value: number) => top + plotH - (value / scaleMax) * plotH;
  return (
    <figure className={`${classPrefix}-chart`} {...data}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick} className={`${classPrefix}-grid`}>
            <line x1={left} x2={width - right} y1={y(tick)} y2={y(tick)} />
            <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatAxis(tick)}
            </text>
          </g>
        ))}
        {bars.map((bar, i) => {
          const x = left + i * slot + (slot - barW) / 2;
          const barH = (bar.value / scaleMax) * plotH;
          return (
            <g key={bar.key} className={`${classPrefix}-bar`} {...bar.data}>
              <rect x={x} y={top + plotH - barH} width={barW} height={Math.max(0, barH)} rx={2} />
              {bar.label ? (
                <text x={x + barW / 2} y={height - bottom + 18} textAnchor="middle">
                  {bar.label}
                </text>
              ) : null}
              {bar.sublabel ? (
                <text x={x + barW / 2} y={height - bottom + 34} textAnchor="middle" className={`${classPrefix}-year`}>
                  {bar.sublabel}
                </text>
              ) : null}
            </g>
          );
        })}
        <line className={`${classPrefix}-axis`} x1={left} x2={width - right} y1={top + plotH} y2={top + plotH} />
      </svg>
    </figure>
  );
}
