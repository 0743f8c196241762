import { ApiError } from '@engros/client';
import { connection } from 'next/server';
import { apiUrl, serverApi } from '../lib/api';

type ApiStatus = { isUp: true; database: string } | { isUp: false; reason: string };

/** Asks the API whether it is ready; a down or slow API must not break the page. */
async function readApiStatus(): Promise<ApiStatus> {
  try {
    const ready = await serverApi().getReady({ signal: AbortSignal.timeout(3000), init: { cache: 'no-store' } });
    return { isUp: true, database: ready.database };
  } catch (error) {
    if (ApiError.isApiError(error)) return { isUp: false, reason: `HTTP ${error.status}` };
    return { isUp: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

export default async function HomePage() {
  // Rendered per request: the API's state is live, not baked in at build time.
  await connection();
  const status = await readApiStatus();

  return (
    <main>
      <h1>Engros</h1>
      <p className="lead">Velkommen til Engros – netthandelen for bedriftskunder.</p>
      <p className="lead muted" lang="en">
        Welcome to Engros – the wholesale shop for business customers.
      </p>
      <p className="muted">Butikken er under bygging. / The shop is being built.</p>

      <dl className="status" aria-live="polite">
        <dt>API</dt>
        {status.isUp ? (
          <dd className="ok">ready ({status.database})</dd>
        ) : (
          <dd>
            <span className="down">API unavailable</span> <span className="muted">({status.reason})</span>
          </dd>
        )}
        <dt>URL</dt>
        <dd className="muted">{apiUrl}</dd>
      </dl>
    </main>
  );
}
