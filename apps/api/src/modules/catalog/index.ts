// The catalog module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).

export { changedNames } from './names';
export { indexProducts, refreshSearchWords } from './search-index';
export { changedStock } from './stock';
export { changedTexts } from './texts';
