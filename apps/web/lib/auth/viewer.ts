// Server side: who is looking at this page, and an API client that calls as them.
import type { ApiClient } from '@engros/client';
import { headers } from 'next/headers';
import { cache } from 'react';
import type { SessionCompany } from '../../types/next-auth';
import { serverApi } from '../api';
import type { Language } from '../i18n/dictionary';
import { getLanguage } from '../i18n/server';
import { readSessionToken } from './session-cookie';
import { isEidSessionEnded, needsRefresh, refreshApiTokens } from './tokens';

export type Viewer =
  | { isSignedIn: false }
  | {
      isSignedIn: true;
      contactId: string;
      name: string;
      email: string;
      companies: SessionCompany[];
      /** The company the person shops for now; null for staff without companies. */
      company: SessionCompany | null;
      accessToken: string;
    };

/**
 * Reads the Auth.js cookie itself (Auth.js's auth() would hand back only the browser-safe session). An access
 * token near its end is rotated through the same once-per-process refresh the proxy uses, so this render and
 * the cookie the proxy writes agree on the new pair.
 */
export const getViewer = cache(async (): Promise<Viewer> => {
  const token = await readSessionToken(await headers());
  if (!token?.api || !token.contactId) return { isSignedIn: false };
  if (isEidSessionEnded(token.api)) return { isSignedIn: false }; // signed out of ID-porten elsewhere
  let tokens = token.api;
  if (needsRefresh(tokens)) {
    const fresh = await refreshApiTokens(tokens);
    if (!fresh) return { isSignedIn: false };
    tokens = fresh;
  }
  const companies = token.companies ?? [];
  return {
    isSignedIn: true,
    contactId: token.contactId,
    name: token.name ?? token.email ?? '',
    email: token.email ?? '',
    companies,
    company: companies.find((c) => c.customerId === token.customerId) ?? companies[0] ?? null,
    accessToken: tokens.accessToken,
  };
});

/** The API as this person (their token and language), or as the web server for anonymous visitors. */
export async function viewerApi(): Promise<{ api: ApiClient; viewer: Viewer; language: Language }> {
  const [viewer, language] = await Promise.all([getViewer(), getLanguage()]);
  const api = serverApi({ language, accessToken: viewer.isSignedIn ? viewer.accessToken : undefined });
  return { api, viewer, language };
}
