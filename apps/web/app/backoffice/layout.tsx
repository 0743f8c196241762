import type { Metadata } from 'next';
import { forbidden, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { CurrentLink } from '../../components/support/backoffice-links';
import { getViewer } from '../../lib/auth/viewer';
import { getDictionary } from '../../lib/i18n/server';
import { backofficeAccess } from '../../lib/support';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: { default: t.support.backoffice.title, template: `%s · ${t.support.backoffice.title}` } };
}

/**
 * The back office: for Engros staff only. Anonymous visitors go to sign-in; customers get a 403 page.
 * Its sections are listed here: each new back-office area adds one line to `sections`.
 */
export default async function BackofficeLayout({ children }: { children: ReactNode }) {
  const [viewer, { t }] = await Promise.all([getViewer(), getDictionary()]);
  const access = await backofficeAccess(viewer);
  if (access === 'anonymous') redirect('/login?returnTo=/backoffice/support');
  // A customer gets the 403 page (app/forbidden.tsx) with status 403.
  if (access === 'customer') forbidden();
  const sections = [
    { href: '/backoffice/support', label: t.support.backoffice.support },
    { href: '/backoffice/quotes', label: t.quotes.backoffice.title },
    { href: '/backoffice/dashboard', label: t.backofficeCatalog.nav.dashboard },
    { href: '/backoffice/catalog/import', label: t.backofficeCatalog.nav.catalogImport },
    { href: '/backoffice/orders', label: t.backofficeOrders.orders.title },
    { href: '/backoffice/customers', label: t.backofficeOrders.customers.title },
  ];
  return (
    <div className="backoffice" data-backoffice="agent">
      <nav aria-label={t.support.backoffice.nav} className="backoffice-nav">
        <p className="backoffice-brand">{t.support.backoffice.title}</p>
        <ul>
          {sections.map((section) => (
            <li key={section.href}>
              <CurrentLink href={section.href} isSection>
                {section.label}
              </CurrentLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="backoffice-content">{children}</div>
    </div>
  );
}
