import { getDictionary } from '../../lib/i18n/server';
import { headerPerson } from '../../lib/person-summary';
import { CartLink, UserMenu as PersonMenu } from './person';

/** The cart in the header's main row, for a person buying for a company. */
export async function HeaderCart() {
  const [handedIn, { t }] = await Promise.all([headerPerson(), getDictionary()]);
  return <CartLink {...handedIn} label={t.nav.cart} />;
}

/** Signed in: name, company (a switcher when in several), account, sign out. Signed out: the sign-in link. */
export async function UserMenu() {
  const [handedIn, { t }] = await Promise.all([headerPerson(), getDictionary()]);
  return (
    <PersonMenu
      {...handedIn}
      texts={{
        signIn: t.auth.signIn,
        signedInAs: t.auth.signedInAs,
        company: t.auth.company,
        switchCompany: t.auth.switchCompany,
        account: t.account.title,
        backoffice: t.support.backoffice.link,
        signOut: t.auth.signOut,
      }}
    />
  );
}
