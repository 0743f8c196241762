// The back office's products and variants (docs/backoffice.md "Products and media"); nothing else reaches in yet.
export { isValidGtin } from './service';
