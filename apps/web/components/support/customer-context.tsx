import type { SupportCustomerContext } from '@engros/client';
import { formatMoney } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/dictionary';

/** Beside the conversation: the company, the person, their company's latest orders and their open cart. */
export function CustomerContextPanel({ context, t }: { context: SupportCustomerContext; t: Dictionary }) {
  const b = t.support.backoffice;
  const date = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'Europe/Oslo' });
  const orderStatuses = t.checkout.statuses as Record<string, string>;
  return (
    <aside className="customer-context" aria-labelledby="customer-context-title" data-customer-context>
      <h2 id="customer-context-title">{b.customer}</h2>
      <section className="panel" aria-labelledby="context-company">
        <h3 id="context-company">{context.company.name}</h3>
        <dl className="context-facts">
          <dt>{b.customerNumber}</dt>
          <dd>{context.company.customerNumber}</dd>
          <dt>{b.orgNumber}</dt>
          <dd>
            {context.company.orgNumber} ({context.company.market})
          </dd>
        </dl>
        {context.company.isBlocked ? <p className="support-tag waiting">{b.blocked}</p> : null}
      </section>
      <section className="panel" aria-labelledby="context-contact">
        <h3 id="context-contact">{b.contact}</h3>
        <p className="context-person">
          {context.contact.name}
          <br />
          <a href={`mailto:${context.contact.email}`}>{context.contact.email}</a>
          {context.contact.phone ? (
            <>
              <br />
              {context.contact.phone}
            </>
          ) : null}
        </p>
      </section>
      <section className="panel" aria-labelledby="context-orders" data-context-orders>
        <h3 id="context-orders">{b.recentOrders}</h3>
        {context.recentOrders.length === 0 ? (
          <p className="muted">{b.noOrders}</p>
        ) : (
          <ul className="context-list">
            {context.recentOrders.map((order) => (
              <li key={order.id} data-order-number={order.orderNumber}>
                <strong>{order.orderNumber}</strong> · {date.format(new Date(order.createdAt))}
                <br />
                {orderStatuses[order.status] ?? order.status} · {formatMoney(order.gross, order.currency, t)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="panel" aria-labelledby="context-cart" data-context-cart>
        <h3 id="context-cart">{b.cart}</h3>
        {context.cart && context.cart.lines.length > 0 ? (
          <>
            <ul className="context-list">
              {context.cart.lines.map((line) => (
                <li key={line.sku} data-sku={line.sku}>
                  {line.quantity} × {line.name} <span className="muted">({line.sku})</span>
                </li>
              ))}
            </ul>
            <p>
              {b.cartLines(context.cart.lines.length)} · {b.net}:{' '}
              {formatMoney(context.cart.net, context.cart.currency, t)}
            </p>
          </>
        ) : (
          <p className="muted">{b.noCart}</p>
        )}
      </section>
    </aside>
  );
}
