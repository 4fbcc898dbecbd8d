import { useEffect, useState } from 'react';
import { renderNow } from '../../shared/render-moment';

/**
 * The current time, again every `everyMs`: response timers count up on screen without a refetch
 * (the flag turns overdue, then critical, while the person looks at the list).
 */
export function useNow(everyMs = 30_000): number {
  // The render's moment while a server-rendered page is taken over (its markup shows that time).
  const [now, setNow] = useState(() => renderNow());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
