// The shopping-list module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
export { getList } from './service';
