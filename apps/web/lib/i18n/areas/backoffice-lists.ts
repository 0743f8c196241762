// The back office's list pages: paging and filtering texts every list shares (components/backoffice/list-page.tsx).
// Merged into the dictionary as `t.backofficeLists`.

export const nb = {
  previous: 'Forrige side',
  next: 'Neste side',
  first: 'Første side',
  range: (from: number, to: number, total: number) => `${from}–${to} av ${total}`,
  reset: 'Nullstill',
};

export const en: typeof nb = {
  previous: 'Previous page',
  next: 'Next page',
  first: 'First page',
  range: (from, to, total) => `${from}–${to} of ${total}`,
  reset: 'Reset',
};
