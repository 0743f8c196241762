// The person's shopping lists they may add to, for "Add to a shopping list" on a company's kept product page, which
// holds no person's lists (docs/decisions/020-signed-in-listing-cache.md). Never kept by a browser or a proxy.
import { NextResponse } from 'next/server';
import { loadEditableLists } from '../../../../lib/lists';

export async function GET() {
  const lists = await loadEditableLists();
  return NextResponse.json(
    lists.map(({ id, name }) => ({ id, name })),
    { headers: { 'cache-control': 'private, no-store', vary: 'Cookie' } },
  );
}
