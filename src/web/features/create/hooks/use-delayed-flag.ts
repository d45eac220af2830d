import { useEffect, useState } from 'react';

/** True `delayMs` after `when` became true; false at once when it turns false (the poster's glow). */
export function useDelayedFlag(when: boolean, delayMs: number): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!when) {
      setOn(false);
      return;
    }
    const timer = setTimeout(() => setOn(true), delayMs);
    return () => clearTimeout(timer);
  }, [when, delayMs]);
  return on && when;
}
