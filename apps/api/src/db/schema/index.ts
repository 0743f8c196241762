export * from './auth';
export * from './catalog';
export * from './customer';
export * from './market';
export * from './price';
