'use client';
import { useRouter } from 'next/navigation';
import { type ReactNode, useTransition } from 'react';

/**
 * A listing's GET form (facets, sort) that applies on every change: the same URL the form would submit, reached by
 * a client navigation, so the page keeps its scroll and the drawer stays open. Without scripts it is the plain form
 * with its button, which the listing puts in <noscript>: a button hidden only once scripts had run moved the page
 * under it after it was drawn (a layout shift on a slow load).
 */
export function AutoSubmitForm({
  action,
  className,
  children,
}: {
  action: string;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  return (
    <form
      action={action}
      method="get"
      className={className}
      aria-busy={isPending}
      onChange={(event) => {
        const params = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === 'string' && value) params.append(name, value);
        }
        const search = params.toString();
        startTransition(() => router.push(search ? `${action}?${search}` : action, { scroll: false }));
      }}
    >
      {children}
    </form>
  );
}
