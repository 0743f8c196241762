import type { Dictionary } from '../../lib/i18n/dictionary';
import { CurrentLink } from '../support/backoffice-links';

/** The delivery section's pages (routes, holidays, shipping methods, markets, preview) as tabs. */
export function DeliveryNav({ t }: { t: Dictionary }) {
  const n = t.backofficeDelivery.nav;
  const pages = [
    { href: '/backoffice/delivery', label: n.routes },
    { href: '/backoffice/delivery/holidays', label: n.holidays },
    { href: '/backoffice/delivery/shipping', label: n.shipping },
    { href: '/backoffice/delivery/markets', label: n.markets },
    { href: '/backoffice/delivery/preview', label: n.preview },
  ];
  return (
    <nav aria-label={t.backofficeDelivery.title} className="tabs backoffice-delivery-nav">
      <ul>
        {pages.map((page) => (
          <li key={page.href}>
            <CurrentLink href={page.href}>{page.label}</CurrentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The markets we deliver in (the API answers market_unknown for others). */
export const deliveryMarkets = ['NO', 'SE', 'DK'] as const;
export type DeliveryMarket = (typeof deliveryMarkets)[number];
export const marketOf = (value: string | undefined): DeliveryMarket =>
  deliveryMarkets.find((m) => m === value?.toUpperCase()) ?? 'NO';
