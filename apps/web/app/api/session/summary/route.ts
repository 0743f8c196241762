// The header's summary of the signed-in person (lib/person-summary.ts), for a company's kept page, which holds no
// person (docs/decisions/020-signed-in-listing-cache.md). The person's own: never kept by a browser or a proxy.
import { NextResponse } from 'next/server';
import { personSummary } from '../../../../lib/person-summary';

export async function GET() {
  return NextResponse.json(await personSummary(), {
    headers: { 'cache-control': 'private, no-store', vary: 'Cookie' },
  });
}
