import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteHeader } from '../components/header/site-header';
import { PunchoutBanner } from '../components/punchout/punchout-banner';
import { getDictionary } from '../lib/i18n/server';
import './globals.css';
import './styles/account.css';
import './styles/approvals.css';
import './styles/backoffice-catalog.css';
import './styles/backoffice-delivery.css';
import './styles/backoffice-categories.css';
import './styles/backoffice-orders.css';
import './styles/prices.css';
import './styles/backoffice-products.css';
import './styles/home.css';
import './styles/lists.css';
import './styles/media.css';
import './styles/quotes.css';
import './styles/search.css';
import './styles/signin.css';
import './styles/support.css';

export const metadata: Metadata = {
  title: { default: 'Engros', template: '%s · Engros' },
  description: 'Engros – netthandel for bedriftskunder / the wholesale shop for business customers',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { language, t } = await getDictionary();
  return (
    <html lang={language}>
      <body>
        <a className="skip-link" href="#main">
          {t.skipToContent}
        </a>
        <SiteHeader />
        <PunchoutBanner />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <footer className="site-footer">
          <p>{t.footer.text}</p>
          <p className="muted">{t.footer.prices}</p>
        </footer>
      </body>
    </html>
  );
}
