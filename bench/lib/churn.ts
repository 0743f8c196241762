/**
 * An ERP keeping other companies' contract prices in step while buyers browse (issue 18: a catalog that stays fast
 * with a thousand price lists): the catalog manager sets one SKU's price in another company's contract list through
 * the back office, one change at a time and at most one every `intervalMs` (a change waits its turn behind the load
 * like any request), for as long as a scenario runs. What it shows is what such a change drops:
 * before scoped changes (docs/decisions/006-caches.md), every priced answer of every company.
 */
import { openDatabase } from '../../apps/api/src/db';
import { type ApiProcess, signIn } from './api';

/** The contract list changed: a seeded company's other than the scenarios' buyer's (Nordlys). */
const CHURN_LIST = 'CONTRACT-NO-01';

export type Churn = { stop: () => Promise<{ changes: number; failures: number }> };

/** Starts the changes (one at a time, one every `intervalMs`); `stop` ends them and counts what was sent. */
export async function startPriceChurn(options: {
  api: Pick<ApiProcess, 'baseUrl' | 'secret'>;
  databaseUrl: string;
  intervalMs: number;
}): Promise<Churn> {
  const { api, intervalMs } = options;
  const database = await openDatabase({ url: options.databaseUrl, poolSize: 1 });
  type Tier = { minQuantity: number; unitPrice: number };
  let rows: { id: string; sku: string; tiers: Tier[] }[];
  try {
    const result = await database.query(
      `select pl.id, p.sku, json_agg(json_build_object('minQuantity', p.min_quantity, 'unitPrice', p.unit_price)
         order by p.min_quantity) as tiers
       from price_lists pl join prices p on p.price_list_id = pl.id
       where pl.code = $1 group by pl.id, p.sku order by p.sku limit 200`,
      [CHURN_LIST],
    );
    rows = result.rows as typeof rows;
  } finally {
    await database.close();
  }
  if (rows.length === 0) throw new Error(`no prices in ${CHURN_LIST}`);
  const { token, note } = await signIn(api, 'katalog@engros.example');
  if (!token) throw new Error(`the catalog manager cannot sign in: ${note}`);
  let changes = 0;
  let failures = 0;
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const row = rows[i % rows.length]!;
      const startedAt = performance.now();
      // Every tier as it is, the first one minor unit off and back in turns (the list ends as it was after an even
      // number of rounds, a minor unit off on some SKUs otherwise).
      const isOff = Math.floor(i / rows.length) % 2 === 0;
      const tiers = row.tiers.map((tier, at) =>
        at === 0 && isOff ? { ...tier, unitPrice: tier.unitPrice + 1 } : tier,
      );
      const res = await fetch(`${api.baseUrl}/api/backoffice/price-lists/${row.id}/prices/${row.sku}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tiers }),
      }).catch(() => null);
      await res?.arrayBuffer();
      if (res?.ok) changes++;
      else failures++;
      const left = intervalMs - (performance.now() - startedAt);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { changes, failures };
    },
  };
}
