import type { ApiTokens, SignInResult } from '../lib/auth/tokens';
import type { PunchoutState } from '../lib/punchout';

export type SessionCompany = { customerId: string; name: string; role: 'admin' | 'buyer' | 'viewer' };

declare module 'next-auth' {
  interface User {
    /** Only between authorize() and the jwt callback: never reaches the browser. */
    signIn?: SignInResult;
  }
  interface Session {
    contactId?: string;
    companies?: SessionCompany[];
    /** The company the person shops for now. */
    customerId?: string | null;
  }
}

declare module '@auth/core/jwt' {
  interface JWT {
    contactId?: string;
    companies?: SessionCompany[];
    customerId?: string | null;
    /** The API's tokens: kept in the encrypted cookie, read by the web server only. */
    api?: ApiTokens;
    /** Set when the person came from a procurement system (punch-out); server side only. */
    punchout?: PunchoutState;
  }
}
