'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import Link from '../ui/link';

type Props = { label: string; menu: string; links: { href: string; text: string }[] };

/**
 * The account's side navigation. On phones it collapses behind a "Menu" button (CSS shows the button only there);
 * it closes again when the page changes (without JavaScript the list is shown open). No prefetching: the links
 * lead to several areas' pages, and prefetching each of them from every account page costs more than it saves.
 */
export function AccountNav({ label, menu, links }: Props) {
  const pathname = usePathname();
  // null until hydrated: without JavaScript the list simply stays open (no button that could not work).
  const [open, setOpen] = useState<boolean | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
  useEffect(() => setOpen(false), [pathname]);
  const isCurrent = (href: string) =>
    href === '/account' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav aria-label={label} className="account-nav" data-open={open === null ? undefined : String(open)}>
      <button
        type="button"
        className="account-nav-toggle button-small"
        aria-expanded={open === true}
        aria-controls="account-nav-list"
        onClick={() => setOpen((value) => !value)}
      >
        {menu}
      </button>
      <ul id="account-nav-list">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false} aria-current={isCurrent(link.href) ? 'page' : undefined}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
