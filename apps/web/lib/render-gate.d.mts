import type { ServerResponse } from 'node:http';

export declare function isGated(
  request: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> },
  fillToken: string | undefined,
): boolean;

export declare function renderGate(
  limit: number,
  options?: { holdMs?: number },
): {
  admit(response: ServerResponse, handle: () => void): void;
  readonly counts: { running: number; waiting: number };
};
