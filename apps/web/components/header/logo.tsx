/**
 * The Engros mark and word, drawn here (no image file to load, so it is in the first paint and follows the
 * colour scheme): a stack of three cartons on a pallet, in the accent colour.
 */
export function Logo() {
  return (
    <svg className="logo-mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="8" fill="var(--accent)" />
      <g fill="var(--accent-fg)">
        <rect x="8" y="19" width="11" height="9" rx="1" />
        <rect x="21" y="19" width="11" height="9" rx="1" />
        <rect x="14.5" y="9" width="11" height="9" rx="1" />
        <rect x="6" y="30" width="28" height="2.5" rx="1" />
      </g>
      <g fill="var(--accent)">
        <rect x="12.5" y="19" width="3" height="3" />
        <rect x="25.5" y="19" width="3" height="3" />
        <rect x="18.5" y="9" width="3" height="3" />
      </g>
    </svg>
  );
}
