import { switchCompany } from '../../app/actions/auth';
import { getViewer } from '../../lib/auth/viewer';
import { getDictionary } from '../../lib/i18n/server';
import { isAgent } from '../../lib/support';
import Link from '../ui/link';
import { CartLink } from './cart-link';

/** The cart in the header's main row, for a person buying for a company. */
export async function HeaderCart() {
  const viewer = await getViewer();
  return viewer.isSignedIn && viewer.company ? <CartLink /> : null;
}

/** Signed in: name, company (a switcher when in several), account, sign out. Signed out: the sign-in link. */
export async function UserMenu() {
  const [viewer, { t }] = await Promise.all([getViewer(), getDictionary()]);
  if (!viewer.isSignedIn) {
    return (
      <div className="user-menu" data-session="unauthenticated">
        <Link href="/login" className="button button-small">
          {t.auth.signIn}
        </Link>
      </div>
    );
  }
  return (
    <div className="user-menu" data-session="authenticated">
      <p className="user-name">
        <span className="visually-hidden">{t.auth.signedInAs} </span>
        {viewer.name}
      </p>
      {viewer.companies.length > 1 ? (
        <form action={switchCompany} className="company-switch">
          <label htmlFor="company-switch">{t.auth.company}</label>
          <select
            id="company-switch"
            name="customerId"
            defaultValue={viewer.company?.customerId}
            key={viewer.company?.customerId}
          >
            {viewer.companies.map((company) => (
              <option key={company.customerId} value={company.customerId}>
                {company.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button-small">
            {t.auth.switchCompany}
          </button>
        </form>
      ) : viewer.company ? (
        <p className="user-company">{viewer.company.name}</p>
      ) : null}
      <Link href="/account">{t.account.title}</Link>
      {(await isAgent(viewer)) ? (
        <Link href="/backoffice/support" data-backoffice-link>
          {t.support.backoffice.link}
        </Link>
      ) : null}
      <Link href="/logout" className="link-button">
        {t.auth.signOut}
      </Link>
    </div>
  );
}
