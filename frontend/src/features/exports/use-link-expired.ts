import { useEffect, useState } from 'react';

/** True once `expiresAt` has passed; re-renders at that moment. */
export const useLinkExpired = (expiresAt: Date | undefined): boolean => {
  const [expired, setExpired] = useState(false);
  const time = expiresAt?.getTime();
  useEffect(() => {
    setExpired(false);
    if (time === undefined) return;
    const left = time - Date.now();
    if (left <= 0) {
      setExpired(true);
      return;
    }
    const timer = setTimeout(() => setExpired(true), left);
    return () => clearTimeout(timer);
  }, [time]);
  return expired;
};
