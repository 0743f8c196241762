import Link from 'next/link';
import { loadCart } from '../../lib/cart';
import { getDictionary } from '../../lib/i18n/server';

/** The cart link with the number of lines (the cart is read once per request; the cart page reuses it). */
export async function CartLink() {
  const [{ t }, cart] = await Promise.all([getDictionary(), loadCart()]);
  const count = cart.ok ? cart.cart.lines.length : 0;
  return (
    <Link href="/cart" className="cart-link">
      {t.nav.cart}
      <span className="cart-count">{count}</span>
    </Link>
  );
}
