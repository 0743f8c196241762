export * from './auth';
export * from './cart';
export * from './catalog';
export * from './customer';
export * from './market';
export * from './order';
export * from './price';
export * from './shopping-list';
