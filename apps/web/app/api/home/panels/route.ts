// The signed-in home page's person part (lib/home-panels.ts), for a company's kept home page, which holds no person
// (docs/decisions/020-signed-in-listing-cache.md). The person's own: never kept by a browser or a proxy.
import { NextResponse } from 'next/server';
import { homePanels } from '../../../../lib/home-panels';

const PRIVATE = { 'cache-control': 'private, no-store', vary: 'Cookie' };

export async function GET() {
  const panels = await homePanels();
  if (!panels) return NextResponse.json({ error: 'Not signed in for a company.' }, { status: 401, headers: PRIVATE });
  return NextResponse.json(panels, { headers: PRIVATE });
}
