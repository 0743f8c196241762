/**
 * Live chat delivery (docs/support.md): opens BENCH_CHAT_STREAMS Server-Sent Events streams (500), one per
 * chat, then agents post BENCH_CHAT_MESSAGES messages (1,000) into random chats, BENCH_CHAT_CONCURRENCY (20)
 * at a time, and each message's delivery latency is measured from the moment its POST was sent to the moment
 * the stream received it (the store, the commit, NOTIFY, the listener's read and the write to the stream).
 * Target: p99 <= 200 ms.
 *
 * Part of `npm run bench` (scenario `chat-delivery`). Alone, on a small database of its own:
 * `npm run bench:chat -w @engros/bench` (BENCH_CHAT_DATABASE_URL, default …/engros_bench_chat; seeded with a
 * small catalog when empty); results go to bench/results/partial.*.
 */
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../apps/api/src/db';
import { openSse, type SseClient } from '../apps/api/src/modules/ticket/test-kit';
import { type ApiProcess, cpuMs, postgresCpuMs, startApi } from './lib/api';
import { ensureDatabase, repoRoot, runSeed } from './lib/database';
import { type Entry, markdownTable, writeResults } from './lib/report';

export const CHAT_SCENARIO = 'chat-delivery';
const DEMO_PASSWORD = 'demo-password-1';

export type ChatBenchSettings = { streams: number; messages: number; concurrency: number };
export type ChatBenchResult = ChatBenchSettings & {
  delivered: number;
  missing: number;
  outOfOrder: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** POST add-agent-message round trips. */
  postP50: number;
  postP99: number;
  seconds: number;
  /** CPU time of the API process and of PostgreSQL's processes per message during the message phase (ms). */
  apiCpuMsPerMessage: number | null;
  postgresCpuMsPerMessage: number | null;
};

export function chatSettings(): ChatBenchSettings {
  return {
    streams: Number(process.env.BENCH_CHAT_STREAMS ?? 500),
    messages: Number(process.env.BENCH_CHAT_MESSAGES ?? 1000),
    concurrency: Number(process.env.BENCH_CHAT_CONCURRENCY ?? 20),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Session = { token: string; companies: { customerId: string; name: string }[] };

async function signIn(api: ApiProcess, email: string): Promise<Session> {
  const res = await fetch(`${api.baseUrl}/api/customer/check-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-secret': api.secret },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { accessToken?: string; companies?: Session['companies'] };
  if (!res.ok || !body.accessToken) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return { token: body.accessToken, companies: body.companies ?? [] };
}

async function post<T>(api: ApiProcess, path: string, token: string, body: object): Promise<T> {
  const res = await fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status} ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as T;
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function pool<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** The scenario against a running API whose database holds the demo customers (Nordlys, the demo agent). */
export async function runChatBench(
  api: ApiProcess,
  settings: ChatBenchSettings,
  log: (message: string) => void,
): Promise<ChatBenchResult> {
  const buyer = await signIn(api, 'buyer@nordlys.example');
  const customer = buyer.token;
  const agent = (await signIn(api, 'agent@engros.example')).token;
  const customerId = buyer.companies.find((c) => c.name === 'Nordlys Dagligvare AS')?.customerId;
  if (!customerId) throw new Error('buyer@nordlys.example is not in Nordlys Dagligvare AS: reseed');

  log(`chat: starting ${settings.streams} chats …`);
  const chats: string[] = [];
  await pool(Array.from({ length: settings.streams }), 10, async () => {
    const chat = await post<{ id: string }>(api, '/api/ticket/chat/start', customer, {
      customerId,
      subject: 'Benchmark',
      message: 'Hei',
    });
    chats.push(chat.id);
  });

  log(`chat: opening ${settings.streams} event streams …`);
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const lastSeq = new Map<string, number>();
  let outOfOrder = 0;
  const streams: SseClient[] = [];
  await pool(chats, 50, async (chatId) => {
    const client = await openSse(
      `${api.baseUrl}/api/ticket/chat/${chatId}/events`,
      { authorization: `Bearer ${customer}` },
      (event) => {
        const message = JSON.parse(event.data) as { seq: number; body: string };
        if (message.seq <= (lastSeq.get(chatId) ?? 0)) outOfOrder++;
        lastSeq.set(chatId, message.seq);
        const started = sentAt.get(message.body);
        if (started !== undefined) latencies.push(event.receivedAt - started);
      },
    );
    if (client.status !== 200) throw new Error(`events answered ${client.status}`);
    await client.waitForEvents(1, 10_000);
    streams.push(client);
  });

  log(`chat: ${settings.messages} agent messages, ${settings.concurrency} at a time …`);
  const posts: number[] = [];
  const apiCpuBefore = cpuMs(api.pid);
  const postgresCpuBefore = postgresCpuMs();
  const started = performance.now();
  await pool(Array.from({ length: settings.messages }), settings.concurrency, async (_item, i) => {
    const chatId = chats[(i * 7919) % chats.length]!;
    const body = `bench-${i}`;
    const t0 = performance.now();
    sentAt.set(body, t0);
    await post(api, '/api/ticket/chat/add-agent-message', agent, { chatId, body });
    posts.push(performance.now() - t0);
  });
  // Late deliveries get up to 5 s.
  for (let waited = 0; latencies.length < settings.messages && waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  const apiCpuAfter = cpuMs(api.pid);
  const postgresCpuAfter = postgresCpuMs();
  const perMessage = (before: number | null, after: number | null) =>
    before === null || after === null ? null : (after - before) / settings.messages;
  for (const stream of streams) stream.close();
  await pool(chats, 10, async (chatId) => {
    await post(api, '/api/ticket/chat/end', agent, { chatId }).catch(() => {});
  });

  const cpu = (value: number | null) => (value === null ? '?' : value.toFixed(2));
  log(
    `chat: ${latencies.length} delivered; API CPU ${cpu(perMessage(apiCpuBefore, apiCpuAfter))} ms/message, ` +
      `PostgreSQL CPU ${cpu(perMessage(postgresCpuBefore, postgresCpuAfter))} ms/message`,
  );
  const sorted = [...latencies].sort((a, b) => a - b);
  const sortedPosts = [...posts].sort((a, b) => a - b);
  return {
    ...settings,
    delivered: latencies.length,
    missing: settings.messages - latencies.length,
    outOfOrder,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    postP50: percentile(sortedPosts, 50),
    postP99: percentile(sortedPosts, 99),
    seconds,
    apiCpuMsPerMessage: perMessage(apiCpuBefore, apiCpuAfter),
    postgresCpuMsPerMessage: perMessage(postgresCpuBefore, postgresCpuAfter),
  };
}

/** The result as lines of bench/results/latest.json. */
export function chatEntries(result: ChatBenchResult | undefined, unavailable?: string): Entry[] {
  const bad =
    unavailable ??
    (!result
      ? 'not run'
      : result.missing > 0 || result.outOfOrder > 0
        ? `${result.missing} of ${result.messages} messages not delivered, ${result.outOfOrder} out of order`
        : undefined);
  const note = bad ?? (result ? `${result.streams} streams, ${result.messages} messages` : undefined);
  const entry = (name: string, value: number | null, target: string, pass: boolean): Entry => ({
    name,
    value,
    unit: 'ms',
    baseline: null,
    ratio: null,
    target,
    pass: !bad && pass,
    ...(note ? { note } : {}),
  });
  return [
    entry(`${CHAT_SCENARIO} p99`, result?.p99 ?? null, '<= 200 ms p99', result !== undefined && result.p99 <= 200),
    entry(`${CHAT_SCENARIO} p50`, result?.p50 ?? null, 'info', true),
    entry('chat-post p99', result?.postP99 ?? null, 'info', true),
  ];
}

/** `npm run bench:chat`: the scenario alone, on its own small database. */
async function main() {
  const url = process.env.BENCH_CHAT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/engros_bench_chat';
  const startedAt = new Date();
  await ensureDatabase(url);
  const database = await openDatabase({ url, poolSize: 1 });
  let needsSeed = false;
  await database.migrate().catch(() => {
    needsSeed = true;
  });
  if (!needsSeed) {
    const { rows } = await database.query(
      `select count(*)::int as n from contacts where email = 'agent@engros.example'`,
    );
    needsSeed = Number(rows[0]?.n ?? 0) === 0;
  }
  await database.close();
  if (needsSeed) {
    console.log('Seeding a small demo database for the chat benchmark …');
    await runSeed(url, 200);
  }
  const api = await startApi(url);
  const settings = chatSettings();
  let result: ChatBenchResult | undefined;
  let unavailable: string | undefined;
  try {
    result = await runChatBench(api, settings, (message) => console.log(message));
  } catch (err) {
    unavailable = `unavailable: ${err instanceof Error ? err.message : String(err)}`;
    console.warn(unavailable);
  } finally {
    await api.stop();
  }
  const entries = chatEntries(result, unavailable);
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
  const written = writeResults({
    repoRoot,
    entries,
    summary: `Chat delivery measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine} (\`npm run bench:chat\`).`,
    isPartial: true,
    details: { startedAt: startedAt.toISOString(), machine, chat: result ?? null, unavailable: unavailable ?? null },
  });
  console.log(`\n${markdownTable(entries)}\n`);
  console.log(`Wrote ${written.json}. API log: ${api.logFile}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
