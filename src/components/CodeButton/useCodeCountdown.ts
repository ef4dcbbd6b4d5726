import { useCallback, useEffect, useState } from 'react';

/** Spec 000 sections 4 and 9: the code button counts down 60 seconds, then reads 'get again'. */
export const CODE_COUNTDOWN_SECONDS = 60;

/** The SMS code button's state: seconds left (0 when it may be pressed) and whether a code was sent. */
export function useCodeCountdown() {
  const [left, setLeft] = useState(0);
  const [sentOnce, setSentOnce] = useState(false);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const start = useCallback(() => {
    setSentOnce(true);
    setLeft(CODE_COUNTDOWN_SECONDS);
  }, []);

  return { left, sentOnce, start };
}

export type CodeCountdown = ReturnType<typeof useCodeCountdown>;
