// Punch-out protocols (docs/punchout.md, PROTOCOLS.md): cXML messages parsed and built, OCI form fields.
export * from './cxml';
export * from './oci';
