// Punch-out's use cases: sessions.ts (configurations, sessions, the cart a session fills), cxml-exchange.ts (cXML
// setup, OrderRequest and the order message back), oci-exchange.ts (OCI entry and the form back).

export * from './cxml-exchange';
export * from './oci-exchange';
export * from './sessions';
