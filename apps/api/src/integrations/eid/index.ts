// The eID (ID-porten) adapter: what the eid module may use of it.
export {
  ACR_LEVELS,
  type AcrLevel,
  acrRank,
  createEidProvider,
  type EidConfig,
  type EidProvider,
  type IdTokenClaims,
  type ProviderTokens,
} from './id-porten';
