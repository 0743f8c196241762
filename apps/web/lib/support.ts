// Server-only helpers of the support area: who is an agent, the customer's open chat, and the shared lists.
import { cookies } from 'next/headers';
import { cache } from 'react';
import { serverApi } from './api';
import type { Viewer } from './auth/viewer';
import { CHAT_COOKIE } from './page-cache-rules.mjs';

export const ticketCategories = ['order', 'delivery', 'invoice', 'product', 'account', 'other'] as const;
export type TicketCategoryName = (typeof ticketCategories)[number];
export const ticketStatuses = ['open', 'waiting_for_customer', 'solved', 'closed'] as const;
export type TicketStatusName = (typeof ticketStatuses)[number];

/** Holds `<contactId>.<chatId>` of the customer's open chat, so the widget picks it up on the next page. */
const CHAT_COOKIE_MAX_AGE_S = 24 * 60 * 60;

const ROLE_TTL_MS = 60_000;
/** Back-office staff roles, as the API names them (docs/backoffice.md, "Staff and roles"). */
export type StaffRole = 'administrator' | 'catalog_manager' | 'customer_service' | 'read_only';
type RoleEntry = { role: StaffRole | null; until: number };

/**
 * What a staff role may change in the back office: the same groups as the API's `staffAccess` (the API checks
 * every call itself; this only decides which controls and sections a page shows). Every role reads.
 */
export const staffMay = {
  customers: (role: StaffRole | null) => role === 'administrator' || role === 'customer_service',
  catalog: (role: StaffRole | null) => role === 'administrator' || role === 'catalog_manager',
  admin: (role: StaffRole | null) => role === 'administrator',
};

/** Staff roles read lately, per process: the header asks on every page, the API need not answer every time. */
function roleCache(): Map<string, RoleEntry> {
  const store = globalThis as Record<symbol, unknown>;
  const key = Symbol.for('engros.support.roles');
  store[key] ??= new Map<string, RoleEntry>();
  return store[key] as Map<string, RoleEntry>;
}

/**
 * The signed-in person's back-office staff role, or null. The session knows only companies (an agent has none), so
 * the staff role is read from the API (shared-secret contact read), remembered for a minute. This decides what
 * the web app shows; the API checks the role itself on every agent call.
 */
export const staffRoleOf = cache(async (viewer: Viewer): Promise<StaffRole | null> => {
  if (!viewer.isSignedIn) return null;
  const roles = roleCache();
  const known = roles.get(viewer.contactId);
  if (known && known.until > Date.now()) return known.role;
  try {
    const contact = await serverApi().getContact({
      path: { contactId: viewer.contactId },
      init: { cache: 'no-store' },
    });
    const role = (contact.staffRole ?? null) as StaffRole | null;
    if (roles.size > 10_000) roles.clear();
    roles.set(viewer.contactId, { role, until: Date.now() + ROLE_TTL_MS });
    return role;
  } catch {
    return null; // cannot tell: show the storefront; the API refuses agent calls anyway
  }
});

/** Whether the signed-in person is back-office staff (any role). */
export const isAgent = async (viewer: Viewer): Promise<boolean> => (await staffRoleOf(viewer)) !== null;

/**
 * Who is asking for a back-office page: anonymous (to sign in), a customer (refused) or an agent. The layout
 * shows the refusal; every back-office page asks too, so that none of them calls agent-only API routes for a
 * person who is not one (layouts and pages render side by side).
 */
export async function backofficeAccess(viewer: Viewer): Promise<'anonymous' | 'customer' | 'agent'> {
  if (!viewer.isSignedIn) return 'anonymous';
  return (await isAgent(viewer)) ? 'agent' : 'customer';
}

/** The chat id the widget should follow for this person, from the cookie (another person's is ignored). */
export async function openChatId(contactId: string): Promise<string | null> {
  const value = (await cookies()).get(CHAT_COOKIE)?.value ?? '';
  const [owner, chatId] = value.split('.');
  return owner === contactId && chatId && /^[0-9a-f-]{36}$/.test(chatId) ? chatId : null;
}

export async function rememberChat(contactId: string, chatId: string): Promise<void> {
  (await cookies()).set(CHAT_COOKIE, `${contactId}.${chatId}`, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: CHAT_COOKIE_MAX_AGE_S,
  });
}

export async function forgetChat(): Promise<void> {
  (await cookies()).delete(CHAT_COOKIE);
}

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
