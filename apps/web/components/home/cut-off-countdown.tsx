'use client';
import { useEffect, useState } from 'react';
import { homeTexts } from '../../lib/i18n/areas/home';
import type { Language } from '../../lib/i18n/dictionary';

/**
 * "Order by 14:00 for delivery on Thursday 27 November – 3 h 20 min left": the next delivery's cut-off from the
 * delivery calendar, counted down each minute in the browser (the server's render shows the same at first).
 */
export function CutOffCountdown({
  orderBefore,
  time,
  date,
  renderedAt,
  language,
}: {
  orderBefore: string;
  time: string;
  date: string;
  renderedAt: number;
  language: Language;
}) {
  const t = homeTexts[language];
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const minutes = Math.max(0, Math.floor((new Date(orderBefore).getTime() - now) / 60_000));
  return (
    <p className="cut-off" data-cut-off={orderBefore}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>
        {t.cutOff(time, date)} <strong>{t.cutOffLeft(t.hours(Math.floor(minutes / 60), minutes % 60))}</strong>
      </span>
    </p>
  );
}
