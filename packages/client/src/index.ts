// The typed Engros API client. Usage:
//   const api = createClient({ baseUrl: 'http://127.0.0.1:4000', shopSecret });
//   const ready = await api.getReadiness({ language: 'en' });
import { createOperations, type Operations } from './generated/operations';
import { type ClientConfig, createSender } from './runtime';

export * from './generated/operations';
export type * from './generated/schemas';
export {
  ApiError,
  type BodyKind,
  type CallOptions,
  type ClientConfig,
  type FileResponse,
  type OperationSpec,
  type ResponseKind,
  type TokenSource,
} from './runtime';

export type ApiClient = Operations;

/** A client with one typed function per API operation, sharing one configuration. */
export function createClient(config: ClientConfig): ApiClient {
  return createOperations(createSender(config));
}
