import { getDictionary } from '../../lib/i18n/server';
import { SearchAutocomplete } from '../search/search-autocomplete';
import { ChatWidget } from '../support/chat-widget';
import Link from '../ui/link';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { HeaderCart, UserMenu } from './user-menu';

/**
 * The header in two rows: a slim row for the person (quick order, language, name, company, account, sign out)
 * and the main row with the logo, a search box that keeps its width, and the cart. The chat's button sits in the
 * top row too (its open panel docks beside the page), so it never floats over buttons, totals or table columns.
 * In one row the person's part took the search box's room (it shrank to ~100 px) and wrapped sign-out onto a
 * second line.
 * The person's part is in the first paint, not streamed behind a Suspense fallback: signed in it is wider than
 * the fallback and wraps the header to a second row at desktop widths, so arriving after the page (its cart read
 * is slower than the home page's own call) it pushed the whole page down (Lighthouse: CLS 0.38 on the home page,
 * docs/benchmarks.md). The pages wait for the same session anyway, and the cart read is shared with the cart page.
 */
export async function SiteHeader() {
  const { language, t } = await getDictionary();
  return (
    <header className="site-header">
      <div className="header-top">
        <div className="header-top-inner">
          <Link href="/quick-order">{t.lists.quickOrder.headerLink}</Link>
          <LanguageSwitch language={language} />
          <UserMenu />
          <ChatWidget />
        </div>
      </div>
      <div className="header-inner">
        <Link href="/" className="brand">
          <Logo />
          <span className="brand-text">
            Engros<span className="brand-tagline">{t.siteTagline}</span>
          </span>
        </Link>
        <search className="header-search">
          <SearchAutocomplete
            language={language}
            label={t.search.label}
            placeholder={t.search.placeholder}
            submit={t.search.submit}
          />
        </search>
        <div className="header-tools">
          <HeaderCart />
        </div>
      </div>
    </header>
  );
}
