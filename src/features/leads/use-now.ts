import { useEffect, useState } from 'react';

/**
 * The current time, again every `everyMs`: response timers count up on screen without a refetch
 * (the flag turns overdue, then critical, while the person looks at the list).
 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
