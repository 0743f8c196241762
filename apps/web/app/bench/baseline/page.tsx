// The benchmark's web baseline (issue 18, docs/benchmarks.md "Web pages"): the least a dynamic page of this server
// costs. It reads the request's headers (so Next renders it per request) and shows 24 list items, inside the root
// layout every page of the shop has (its header reads the session and the language). It exists only when
// ENABLE_BENCH_ROUTES=true, as the API's baseline routes do.
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';

export default async function BenchBaseline() {
  if (process.env.ENABLE_BENCH_ROUTES !== 'true') notFound();
  const agent = (await headers()).get('user-agent') ?? '';
  const items = Array.from({ length: 24 }, (_, i) => `Item ${i + 1}`);
  return (
    <section>
      <h1>Baseline</h1>
      <p>{agent.length}</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
