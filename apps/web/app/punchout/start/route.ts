// The procurement system's one-time start link (docs/punchout.md): spends the token at the API, signs the company's
// punch-out contact in (Auth.js `punchout` provider), and moves on without the token in the address bar.
import { type NextRequest, NextResponse } from 'next/server';
import { CredentialsSignin } from 'next-auth';
import { signIn } from '../../../auth';

export async function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('token') ?? '';
  let target: string;
  try {
    // /punchout/landing reads the new session's landing path (OCI DETAIL/SOURCING) and goes there.
    await signIn('punchout', { token, redirectTo: '/punchout/landing', redirect: false });
    target = '/punchout/landing';
  } catch (failure) {
    const code = failure instanceof CredentialsSignin ? failure.code : 'unavailable';
    target = `/punchout/ended?reason=${encodeURIComponent(code)}`;
  }
  // The start URL carries a live (if spent) token. It is only ever a 303, never a document, so no page has it in
  // its address and no Referer can carry it (a redirected request keeps the Referer of the page that began the
  // navigation: the procurement system's).
  return NextResponse.redirect(new URL(target, request.nextUrl), 303);
}
