// Server side: the signed-in person's account context (who, which company, which role) for the account pages.
import type { ApiClient } from '@engros/client';
import { redirect } from 'next/navigation';
import type { SessionCompany } from '../types/next-auth';
import { type Viewer, viewerApi } from './auth/viewer';
import type { Dictionary, Language } from './i18n/dictionary';
import { getDictionary } from './i18n/server';

export type Role = SessionCompany['role'];
export type SignedIn = Extract<Viewer, { isSignedIn: true }>;

export type AccountContext = {
  api: ApiClient;
  viewer: SignedIn;
  /** The company the person shops for now; null for staff without companies. */
  company: SessionCompany | null;
  language: Language;
  t: Dictionary;
};

/** The account page's context; a signed-out visitor is sent to sign in and back to `path`. */
export async function accountContext(path: string): Promise<AccountContext> {
  const [{ api, viewer, language }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  return { api, viewer, company: viewer.company, language, t };
}

const rank: Record<Role, number> = { viewer: 0, buyer: 1, admin: 2 };

/**
 * Whether the role (from sign-in) reaches `wanted`. For showing and hiding only: the API checks the live role on
 * every call, so a role changed since sign-in means a refusal message, never a write it should not allow.
 */
export function hasRole(role: Role | undefined, wanted: Role): boolean {
  return role !== undefined && rank[role] >= rank[wanted];
}
