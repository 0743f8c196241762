'use client';
// The person's part of the header (name, company and its switcher, account, back office, sign out; the cart's
// count; the chat), drawn in the browser from one summary of the session. A page rendered for this person hands
// the summary in (`person`), so it is in the first paint as before. A company's kept page (the page cache's
// signed-in listings, docs/decisions/020-signed-in-listing-cache.md) holds no person at all: there the header asks
// /api/session/summary, drawing at once from the last summary this tab saw (sessionStorage), and asking only when
// that one is old or of another company. A server action that re-renders the layout (every cart change does) hands a
// fresh summary in again.
import type { Chat } from '@engros/client';
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { switchCompany } from '../../app/actions/auth';
import type { nb } from '../../lib/i18n/areas/support';
import { ChatWidgetClient } from '../support/chat-widget-client';
import Link from '../ui/link';

/** What the header shows of the person; `/api/session/summary` answers it (app/api/session/summary/route.ts). */
export type PersonSummary =
  | { isSignedIn: false }
  | {
      isSignedIn: true;
      contactId: string;
      name: string;
      companies: { customerId: string; name: string }[];
      /** The company the person shops for now; null for staff without companies. */
      customerId: string | null;
      isAgent: boolean;
      /** Lines in the cart; null without a company. */
      cartCount: number | null;
      /** The chat the person has open (the widget reopens it), when one is active. */
      chat: Chat | null;
    };

export type PersonTexts = {
  signIn: string;
  signedInAs: string;
  company: string;
  switchCompany: string;
  account: string;
  backoffice: string;
  signOut: string;
};

const STORAGE_KEY = 'engros.person';
/**
 * How long the tab's last summary stands in for an answer on a kept page: within it, a kept page asks for none
 * (cart changes in this tab hand a fresh summary in; another tab's are asked for when this one comes into view).
 */
const SUMMARY_MAX_AGE_MS = 30_000;

/** The summary this tab has, for the header's parts that were handed none (one answer shared by all of them). */
let current: PersonSummary | undefined;
let isAsking = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(summary: PersonSummary) {
  current = summary;
  for (const listener of listeners) listener();
}

function keep(summary: PersonSummary) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ summary, at: Date.now() }));
  } catch {
    // Storage full or refused: the header asks again on the next kept page.
  }
  show(summary);
}

function fromStorage(): { summary: PersonSummary; at: number } | undefined {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as { summary: PersonSummary; at: number }) : undefined;
  } catch {
    return undefined;
  }
}

function ask() {
  if (isAsking) return;
  isAsking = true;
  void fetch('/api/session/summary', { cache: 'no-store', credentials: 'same-origin' })
    .then(async (response) => {
      if (response.ok) keep((await response.json()) as PersonSummary);
    })
    .catch(() => undefined)
    .finally(() => {
      isAsking = false;
    });
}

/**
 * The summary to draw: the one handed in, else this tab's: its last one at once (before the first paint), and the
 * server's answer when that one is older than SUMMARY_MAX_AGE_MS or was of another company than the kept page's
 * (`pageCompanyId`: the session's company changed, in another tab say), and whenever the tab comes back into view.
 * Undefined until one is known.
 */
export function usePerson(handedIn: PersonSummary | undefined, pageCompanyId?: string): PersonSummary | undefined {
  const known = useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
  // A summary handed in is the newest: the next kept page draws it before it would ask.
  useEffect(() => {
    if (handedIn) keep(handedIn);
  }, [handedIn]);
  useLayoutEffect(() => {
    if (handedIn) return;
    if (!current) {
      const stored = fromStorage();
      const isSameCompany =
        stored?.summary?.isSignedIn === true && stored.summary.customerId === (pageCompanyId ?? null);
      if (stored && isSameCompany) show(stored.summary);
      if (!stored || !isSameCompany || Date.now() - stored.at > SUMMARY_MAX_AGE_MS) ask();
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') ask();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [handedIn, pageCompanyId]);
  return handedIn ?? known;
}

/** Signed in: name, company (a switcher when in several), account, back office for staff, sign out. */
export function UserMenu({
  person: handedIn,
  pageCompanyId,
  texts,
}: {
  person?: PersonSummary;
  /** On a company's kept page: the company it was drawn for. */
  pageCompanyId?: string;
  texts: PersonTexts;
}) {
  const person = usePerson(handedIn, pageCompanyId);
  if (!person) {
    // Until the summary is known (a company's kept page without scripts never knows it): the links that need none.
    return (
      <div className="user-menu user-menu-pending" aria-busy="true">
        <noscript>
          <Link href="/account">{texts.account}</Link> <Link href="/logout">{texts.signOut}</Link>
        </noscript>
      </div>
    );
  }
  if (!person.isSignedIn) {
    return (
      <div className="user-menu" data-session="unauthenticated">
        <Link href="/login" className="button button-small">
          {texts.signIn}
        </Link>
      </div>
    );
  }
  const company = person.companies.find((c) => c.customerId === person.customerId) ?? null;
  return (
    <div className="user-menu" data-session="authenticated">
      <p className="user-name">
        <span className="visually-hidden">{texts.signedInAs} </span>
        {person.name}
      </p>
      {person.companies.length > 1 ? (
        <form action={switchCompany} className="company-switch">
          <label htmlFor="company-switch">{texts.company}</label>
          <select id="company-switch" name="customerId" defaultValue={company?.customerId} key={company?.customerId}>
            {person.companies.map((c) => (
              <option key={c.customerId} value={c.customerId}>
                {c.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button-small">
            {texts.switchCompany}
          </button>
        </form>
      ) : company ? (
        <p className="user-company">{company.name}</p>
      ) : null}
      <Link href="/account">{texts.account}</Link>
      {person.isAgent ? (
        <Link href="/backoffice/support" data-backoffice-link>
          {texts.backoffice}
        </Link>
      ) : null}
      <Link href="/logout" className="link-button">
        {texts.signOut}
      </Link>
    </div>
  );
}

/** The cart link with the number of lines, for a person buying for a company. */
export function CartLink({
  person: handedIn,
  pageCompanyId,
  label,
}: {
  person?: PersonSummary;
  pageCompanyId?: string;
  label: string;
}) {
  const person = usePerson(handedIn, pageCompanyId);
  if (!person?.isSignedIn || person.cartCount === null) return null;
  return (
    <Link href="/cart" className="cart-link">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.4-1.1L20.5 8H6.4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      {label}
      <span className="cart-count">{person.cartCount}</span>
    </Link>
  );
}

/** The chat widget, for a signed-in customer (not staff), once the summary is known. */
export function ChatIsland({
  person: handedIn,
  pageCompanyId,
  texts,
  locale,
}: {
  person?: PersonSummary;
  pageCompanyId?: string;
  texts: typeof nb.widget;
  locale: string;
}) {
  const person = usePerson(handedIn, pageCompanyId);
  if (!person?.isSignedIn || !person.customerId || person.isAgent) return null;
  return <ChatWidgetClient texts={texts} locale={locale} selfId={person.contactId} initialChat={person.chat} />;
}
