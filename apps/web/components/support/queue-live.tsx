'use client';
// Keeps the agents' console current: the API's queue stream (relayed by our route handler) says that something
// changed; the page is then rendered again on the server (router.refresh), at most twice a second.
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

export function QueueLive({ texts }: { texts: { live: string; reconnecting: string } }) {
  const router = useRouter();
  const [state, setState] = useState<'connecting' | 'live' | 'reconnecting' | 'closed'>('connecting');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last = 0;
    const refresh = () => {
      if (timer) return;
      const wait = Math.max(0, last + 500 - Date.now());
      timer = setTimeout(() => {
        timer = null;
        last = Date.now();
        router.refresh();
      }, wait);
    };
    let hasOpened = false;
    const source = new EventSource('/api/support/queue/events');
    source.addEventListener('changed', refresh);
    // No replay on this stream: after a reconnect the queue is read again, so nothing missed stays missing.
    source.onopen = () => {
      setState('live');
      if (hasOpened) refresh();
      hasOpened = true;
    };
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting');
    return () => {
      source.close();
      if (timer) clearTimeout(timer);
    };
  }, [router]);
  return (
    <p className="muted queue-live" role="status" data-queue-live={state}>
      {state === 'reconnecting' ? texts.reconnecting : texts.live}
    </p>
  );
}
