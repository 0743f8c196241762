'use client';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import Link from '../ui/link';

/** A link that marks itself as the current page (exactly, or anything under it with `isSection`). */
export function CurrentLink({
  href,
  isSection = false,
  className,
  children,
}: {
  href: string;
  isSection?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const isCurrent = isSection ? pathname === href || pathname.startsWith(`${href}/`) : pathname === href;
  return (
    <Link href={href} className={className} aria-current={isCurrent ? 'page' : undefined}>
      {children}
    </Link>
  );
}
