// The cart module's use cases, one file per part: the cart as answered and what ordering reads (view.ts), and its
// changes (lines.ts); owner.ts finds whose cart a call means.

export * from './lines';
export * from './view';
