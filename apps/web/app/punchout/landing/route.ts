// After the punch-out sign-in: where the procurement system asked to open the shop (a product or a search), else
// the start page. Only paths on our own site.
import { type NextRequest, NextResponse } from 'next/server';
import { getPunchout } from '../../../lib/punchout';
import { safeReturnTo } from '../../../lib/return-to';

export async function GET(request: NextRequest) {
  const punchout = await getPunchout();
  const target = punchout ? safeReturnTo(punchout.landingPath ?? '/') : '/punchout/ended?reason=ended';
  return NextResponse.redirect(new URL(target, request.nextUrl), 303);
}
