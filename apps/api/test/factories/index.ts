// The API tests' one factories module: what a test needs to exist, made straight in the database (or, for
// subscriptions, through HTTP as a buyer would), so no test reaches into a module's repository for its setup.
export * from './catalog';
export * from './dates';
export * from './identifiers';
export * from './orders';
export * from './people';
export * from './pharmacy';
export * from './subscription';
