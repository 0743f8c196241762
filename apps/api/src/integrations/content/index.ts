// The content platform (docs/content.md): how its webhooks are signed.
export { signatureHeader, verifySignature } from './signature';
