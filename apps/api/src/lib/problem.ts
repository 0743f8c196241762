import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode, errorCatalog, type FieldProblem } from './errors';
import { defaultLanguage, type Language, pickLanguage } from './i18n';
import { invalidInputAs422, routeKey } from './spec-refusals';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/**
 * RFC 9457 body. `code` is stable; `title` is in the caller's language; `requestId` names the occurrence (in the
 * logs too). No `instance`: a problem never repeats the request's path or input (issue 14 §12).
 */
export type Problem = {
  type: string;
  title: string;
  status: number;
  code: ErrorCode;
  detail?: string;
  requestId?: string;
  errors?: FieldProblem[];
  [extra: string]: unknown;
};

/** The one problem writer: every error answer's body, whether a route, the router or the HTTP parser refused. */
export function problemOf(error: AppError, lang: Language, requestId: string): Problem {
  const entry = errorCatalog[error.code];
  return {
    ...error.extra,
    type: `https://engros.example/problems/${error.code.replaceAll('_', '-')}`,
    title: entry[lang],
    status: entry.status,
    code: error.code,
    ...(error.detail ? { detail: error.detail } : {}),
    requestId,
    ...(error.errors ? { errors: error.errors } : {}),
  };
}

/**
 * A 400 of ours on a spec call whose client reads 422 but no 400 becomes 422 request_invalid, with the same field
 * problems (lib/spec-refusals.ts). The router's own 400 (a URL it cannot decode) meets no route and stays 400.
 */
function asSpecRefusal(request: FastifyRequest, error: AppError): AppError {
  const url = request.routeOptions?.url;
  if (error.status !== 400 || !url || !invalidInputAs422.has(routeKey(request.method, url))) return error;
  return new AppError('request_invalid', { detail: error.detail, errors: error.errors, extra: error.extra });
}

export function sendProblem(request: FastifyRequest, reply: FastifyReply, refusal: AppError) {
  const error = asSpecRefusal(request, refusal);
  const retryAfter = error.extra?.retryAfterSeconds;
  if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  return reply
    .status(error.status)
    .header('x-content-type-options', 'nosniff')
    .type(PROBLEM_CONTENT_TYPE)
    .send(problemOf(error, request.lang ?? defaultLanguage, request.id));
}

/**
 * The router's refusals before any route or hook runs (Fastify's `frameworkErrors`): a path segment over
 * maxParamLength (414) or a broken percent-encoding (400). Fastify's own answers are application/json naming the path.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.lang = pickLanguage(request.headers['accept-language']);
  const code: ErrorCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'uri_too_long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'bad_request'
        : 'internal';
  if (code === 'internal') request.log.error({ err: error }, 'router error');
  return sendProblem(request, reply, new AppError(code));
}

/**
 * Node's HTTP parser refused the bytes before there was a request (Fastify's `clientErrorHandler`): headers over
 * 16 KiB (431), a malformed request line, header or framing (400; Content-Length beside Transfer-Encoding included),
 * or the request timeout (408). Only the socket exists, so the answer is written by hand, in the default language,
 * and the connection closed: after a parse error the rest of the stream cannot be trusted.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'headers_too_large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'request_timeout'
        : 'bad_request';
  const requestId = randomUUID();
  this.log.debug({ requestId, code: error.code, status: errorCatalog[code].status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(problemOf(new AppError(code), defaultLanguage, requestId));
    const status = errorCatalog[code].status;
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        `X-Request-Id: ${requestId}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

function fieldProblems(error: FastifyError): FieldProblem[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).map((v) => {
    const issuePath = (v.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
    const path = issuePath?.length
      ? issuePath.map(String).join('.')
      : v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return {
      path: path ? `${context}.${path}` : context,
      message: v.message ?? 'Invalid value',
      code: v.keyword,
    };
  });
}

/** Fastify's own error codes mapped to ours; their messages are fixed texts, never the request's input. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_VALIDATION: 'validation_failed',
};

/**
 * PostgreSQL errors that a correct request can meet under concurrency: a unique key taken by
 * a simultaneous request, a serialization failure or a deadlock. They answer 409 (try again),
 * not 500. Drizzle wraps driver errors, so the code may sit on the cause.
 */
const retryableSqlStates = new Set(['23505', '40001', '40P01']);

function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * The database went away under the request (connection terminated or refused, server shutting down or restarting):
 * the request itself was fine, so 503 with Retry-After, not 500. The pool opens new connections by itself.
 */
const connectionLossStates = new Set(['57P01', '57P02', '57P03', '53300']);
const connectionLossCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const connectionLossMessage =
  /connection terminated|not queryable|not currently accepting connections|connection ended|the database system is (starting up|shutting down)/i;
function isConnectionLoss(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (
      typeof e.code === 'string' &&
      (connectionLossStates.has(e.code) || connectionLossCodes.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))
    ) {
      return true;
    }
    if (typeof e.message === 'string' && connectionLossMessage.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** The one error handler: every failure leaves as problem+json; 5xx never show internals. */
/**
 * Data exceptions (SQLSTATE class 22: a number out of range, text the column cannot hold, an invalid value) come
 * from input that passed its schema but cannot be stored: the caller's request is wrong, not our server.
 */
const isDataException = (state: string | undefined) => state?.startsWith('22') ?? false;

/** Where a NUL character (which PostgreSQL text cannot hold) hides in the params, query or body; null when none. */
function nulCharacterAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${path}.${key}`;
    const found = nulCharacterAt(inner, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance) {
  // Before any schema: a NUL character in a path, query or body value is refused (400) for every route alike.
  app.addHook('preValidation', async (request) => {
    const where =
      nulCharacterAt(request.params, 'params') ??
      nulCharacterAt(request.query, 'querystring') ??
      nulCharacterAt(request.body, 'body');
    if (where) {
      throw new AppError('validation_failed', {
        errors: [{ path: where, message: 'must not contain NUL characters', code: 'nul_character' }],
      });
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendProblem(request, reply, error);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return sendProblem(request, reply, new AppError('validation_failed', { errors: fieldProblems(error) }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
      return sendProblem(request, reply, new AppError('internal'));
    }
    if (error.statusCode === 429) return sendProblem(request, reply, new AppError('too_many_requests'));
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return sendProblem(request, reply, new AppError(mapped, { detail: error.message }));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Any other 4xx: its message may quote the request (JSON.parse's does), so it stays in the log.
      return sendProblem(request, reply, new AppError('bad_request'));
    }
    const state = sqlState(error);
    if (isDataException(state)) {
      request.log.warn({ err: error, sqlState: state }, 'input the database cannot store');
      return sendProblem(
        request,
        reply,
        new AppError('bad_request', { detail: 'A value is out of range or cannot be stored.' }),
      );
    }
    if (state && retryableSqlStates.has(state)) {
      request.log.warn({ err: error, sqlState: state }, 'concurrent write conflict');
      return sendProblem(request, reply, new AppError('conflict'));
    }
    if (isConnectionLoss(error)) {
      request.log.warn({ err: error }, 'database connection lost');
      reply.header('retry-after', '1');
      return sendProblem(request, reply, new AppError('service_unavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(request, reply, new AppError('internal'));
  });

  app.setNotFoundHandler((request, reply) => sendProblem(request, reply, new AppError('route_not_found')));
}
