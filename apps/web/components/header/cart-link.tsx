import { loadCart } from '../../lib/cart';
import { getDictionary } from '../../lib/i18n/server';
import Link from '../ui/link';

/** The cart link with the number of lines (the cart is read once per request; the cart page reuses it). */
export async function CartLink() {
  const [{ t }, cart] = await Promise.all([getDictionary(), loadCart()]);
  const count = cart.ok ? cart.cart.lines.length : 0;
  return (
    <Link href="/cart" className="cart-link">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.4-1.1L20.5 8H6.4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      {t.nav.cart}
      <span className="cart-count">{count}</span>
    </Link>
  );
}
