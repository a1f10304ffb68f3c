import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left of a countdown that starts when the calling component mounts (mount it when the countdown should
 * begin); calls `onDone` once at zero. One timer per second, so the number shown and `onDone` agree.
 */
export function useCountdown(seconds: number, onDone?: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    let remaining = seconds;
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        done.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);

  return Math.max(0, left);
}
