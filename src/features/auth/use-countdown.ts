import { useCallback, useEffect, useState } from 'react';

/** Seconds left until an action may be repeated (the resend-code cooldown). */
export function useCountdown(initialSeconds = 0) {
  const [left, setLeft] = useState(initialSeconds);
  useEffect(() => {
    if (left <= 0) return;
    const id = window.setTimeout(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearTimeout(id);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft(Math.max(0, Math.ceil(seconds))), []);
  return { secondsLeft: left, running: left > 0, start };
}
