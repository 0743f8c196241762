// The invoice module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
export { formatDate, formatMoney, formatRate, type LayoutText, winAnsi } from './pdf';
export { seller } from './seller';
