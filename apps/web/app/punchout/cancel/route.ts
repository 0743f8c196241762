// "Cancel" in the punch-out banner: nothing goes back to the procurement system; the session ends here and at the API.
import { type NextRequest, NextResponse } from 'next/server';
import { endPunchoutSession, isSameOrigin } from '../../../lib/punchout-end';

export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return new Response(null, { status: 403 });
  await endPunchoutSession();
  return NextResponse.redirect(new URL('/punchout/ended?reason=cancelled', request.nextUrl), 303);
}
