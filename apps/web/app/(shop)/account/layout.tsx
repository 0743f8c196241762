import type { ReactNode } from 'react';
import { AccountNav } from '../../../components/account/account-nav';
import { getViewer } from '../../../lib/auth/viewer';
import { getDictionary } from '../../../lib/i18n/server';

/**
 * The account's frame: a side navigation beside the page (above it on phones, collapsed). "Users" is shown to
 * administrators only; each page checks again (and the API checks every call).
 */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const [viewer, { t }] = await Promise.all([getViewer(), getDictionary()]);
  if (!viewer.isSignedIn) return children; // each page sends the visitor to sign in
  const nav = t.account.nav;
  const isAdmin = viewer.company?.role === 'admin';
  const links = [
    { href: '/account', text: nav.overview },
    { href: '/account/orders', text: nav.orders },
    { href: '/account/quotes', text: t.quotes.title },
    { href: '/account/approvals', text: t.approvals.title },
    { href: '/account/lists', text: nav.lists },
    { href: '/account/subscriptions', text: nav.subscriptions },
    { href: '/account/prescriptions', text: nav.prescriptions },
    { href: '/account/support', text: nav.support },
    { href: '/account/company', text: nav.company },
    { href: '/account/addresses', text: nav.addresses },
    ...(isAdmin ? [{ href: '/account/contacts', text: nav.contacts }] : []),
    ...(isAdmin ? [{ href: '/account/audit-log', text: t.security.nav }] : []),
    { href: '/account/limits', text: t.approvals.limitsTitle },
    { href: '/account/cost-centres', text: t.costCentres.title },
    { href: '/account/consents', text: nav.consents },
    { href: '/account/password', text: nav.password },
    { href: '/account/passkeys', text: nav.passkeys },
    { href: '/account/spend', text: nav.spend },
    { href: '/account/prices', text: t.prices.explain.title },
  ];
  return (
    <div className="account-layout">
      <AccountNav label={t.account.navLabel} menu={t.account.menu} links={links} />
      <div className="account-content">{children}</div>
    </div>
  );
}
