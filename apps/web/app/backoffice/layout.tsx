import type { Metadata } from 'next';
import { forbidden, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { CurrentLink } from '../../components/support/backoffice-links';
import '../styles/backoffice-staff.css';
import { getViewer } from '../../lib/auth/viewer';
import { getDictionary } from '../../lib/i18n/server';
import { backofficeAccess, type StaffRole, staffMay, staffRoleOf } from '../../lib/support';

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
  const role = await staffRoleOf(viewer);
  // `show`: the roles that see the section (every role reads; a section whose only purpose is changing hides).
  const all = (_role: StaffRole | null) => true;
  const sections = [
    { href: '/backoffice/support', label: t.support.backoffice.support, show: all },
    { href: '/backoffice/quotes', label: t.quotes.backoffice.title, show: all },
    { href: '/backoffice/dashboard', label: t.backofficeCatalog.nav.dashboard, show: all },
    { href: '/backoffice/products', label: t.backofficeProducts.nav, show: all },
    { href: '/backoffice/catalog/import', label: t.backofficeCatalog.nav.catalogImport, show: staffMay.catalog },
    { href: '/backoffice/categories', label: t.backofficeCategories.title, show: all },
    { href: '/backoffice/prices', label: t.prices.nav, show: all },
    { href: '/backoffice/orders', label: t.backofficeOrders.orders.title, show: all },
    { href: '/backoffice/customers', label: t.backofficeOrders.customers.title, show: all },
    { href: '/backoffice/delivery', label: t.backofficeDelivery.title, show: all },
    { href: '/backoffice/assortments', label: t.backofficeAssortments.title, show: all },
    { href: '/backoffice/staff', label: t.backofficeStaff.nav.staff, show: staffMay.admin },
    { href: '/backoffice/audit-log', label: t.backofficeStaff.nav.auditLog, show: staffMay.admin },
  ].filter((section) => section.show(role));
  return (
    <div className="backoffice" data-backoffice="agent" data-staff-role={role ?? undefined}>
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
