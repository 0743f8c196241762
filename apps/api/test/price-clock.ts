// Checks of answers across a price list's validity window: it starts and ends by the clock, with nothing committed
// then, so only the node's own timer (the price module's `watchPriceValidity`) can drop what was kept.
import { expect } from 'vitest';

/**
 * How long past a start or an end a check waits: the node's timer is set when the moment has been read from the
 * database, so it fires that read's time after the moment, which a loaded machine can stretch; 400 ms is far more
 * than the read ever takes.
 */
const SETTLE_MS = 400;

const until = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/**
 * A price read twice (the second from whatever the first kept) before the window, once it has started and once it
 * has ended: `outside`, then `inside`, then `outside` again.
 */
export async function expectPriceAcrossWindow(
  read: () => Promise<number>,
  window: { startsAt: number; endsAt: number },
  prices: { outside: number; inside: number },
) {
  expect([await read(), await read()]).toEqual([prices.outside, prices.outside]);
  await until(window.startsAt + SETTLE_MS);
  expect([await read(), await read()]).toEqual([prices.inside, prices.inside]);
  await until(window.endsAt + SETTLE_MS);
  expect([await read(), await read()]).toEqual([prices.outside, prices.outside]);
}
