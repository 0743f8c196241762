import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function isGated(
  request: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> },
  fillToken: string | undefined,
): boolean;

export declare function renderGate(
  limit: number,
  options?: { holdMs?: number },
): {
  admit(response: ServerResponse, handle: () => void): void;
  enter(response: ServerResponse): Promise<void>;
  readonly counts: { running: number; waiting: number };
};

export type PageCacheStore = {
  fillToken?: string;
  answerKept?: (
    request: IncomingMessage,
    response: ServerResponse,
    admit: (response: ServerResponse) => Promise<void>,
  ) => boolean | Promise<boolean>;
};

export declare function serveThroughGate(
  gate: ReturnType<typeof renderGate>,
  handle: (request: IncomingMessage, response: ServerResponse) => void,
  pageCache: () => PageCacheStore | undefined,
): (request: IncomingMessage, response: ServerResponse) => void;
