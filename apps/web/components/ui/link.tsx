import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The shop's links: next/link, not prefetched unless a link asks for it (docs/web.md, "Speed": "Links are not
 * prefetched"). Every page here is dynamic (the session, the language cookie, a nonce per answer), so what Next
 * prefetches for a link in view is only its route tree and its metadata (~4 and ~5.5 ms of next-server CPU each, the
 * metadata with its API call), never the page: the click still waits for the page. A signed-in category page sent
 * 23 such requests as it loaded, 32 after a scroll, several times what drawing the page itself cost; the header
 * prefetched the sign-out page on every page.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
