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

/** The gate's turn for a response (`enter`): resolves when its request may render. */
export type Admit = (response: ServerResponse) => Promise<void>;

export type PageCacheStore = {
  fillToken?: string;
  answerKept?: (request: IncomingMessage, response: ServerResponse, admit: Admit) => boolean | Promise<boolean>;
};

export declare function serveThroughGate(
  gate: ReturnType<typeof renderGate>,
  handle: (request: IncomingMessage, response: ServerResponse) => void,
  pageCache: () => PageCacheStore | undefined,
): (request: IncomingMessage, response: ServerResponse) => void;
