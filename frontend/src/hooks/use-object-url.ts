import { useEffect, useState } from 'react';

/** An object URL for a Blob while the component shows it, revoked when it changes or unmounts. */
export const useObjectUrl = (blob: Blob | null | undefined): string | undefined => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
};
