import Link from 'next/link';
import { Suspense } from 'react';
import { getDictionary } from '../../lib/i18n/server';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

/** The header: brand, search, language, and the person's part (streamed: it waits for the session). */
export async function SiteHeader() {
  const { language, t } = await getDictionary();
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link href="/" className="brand">
          Engros<span className="brand-tagline">{t.siteTagline}</span>
        </Link>
        <search className="header-search">
          <form action="/search" method="get">
            <label htmlFor="site-search" className="visually-hidden">
              {t.search.label}
            </label>
            <input id="site-search" name="q" type="search" placeholder={t.search.placeholder} maxLength={200} />
            <button type="submit">{t.search.submit}</button>
          </form>
        </search>
        <div className="header-tools">
          <Link href="/quick-order">{t.lists.quickOrder.headerLink}</Link>
          <LanguageSwitch language={language} />
          <Suspense
            fallback={
              <p className="user-menu" aria-live="polite" data-session="loading">
                {t.auth.loading}
              </p>
            }
          >
            <UserMenu />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
