import { getViewer } from '../../lib/auth/viewer';
import { getDictionary } from '../../lib/i18n/server';
import Link from '../ui/link';
import { SaveCartAsListForm } from './save-cart-form';

/** Under the cart: save it as a shopping list, or make it a subscription (buyers and admins, a cart with lines). */
export async function CartExtras({ lineCount }: { lineCount: number }) {
  const [viewer, { t }] = await Promise.all([getViewer(), getDictionary()]);
  if (lineCount === 0 || !viewer.isSignedIn || !viewer.company || viewer.company.role === 'viewer') return null;
  return (
    <div className="cart-extras">
      <section aria-labelledby="save-list-heading" className="panel">
        <h2 id="save-list-heading">{t.lists.lists.saveCartAsList}</h2>
        <SaveCartAsListForm
          texts={{ name: t.lists.lists.name, saveCart: t.lists.lists.saveCart, openList: t.lists.lists.openList }}
        />
      </section>
      <section aria-labelledby="subscribe-heading" className="panel">
        <h2 id="subscribe-heading">{t.lists.subscriptions.createFromCart}</h2>
        <p>{t.lists.subscriptions.createLead}</p>
        <p>
          <Link href="/account/subscriptions/new" className="button button-secondary">
            {t.lists.subscriptions.create}
          </Link>
        </p>
      </section>
    </div>
  );
}
