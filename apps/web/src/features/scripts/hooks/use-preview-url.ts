import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A temporary object URL to preview a local image (e.g. a chosen cover). `show(file)` replaces it
 * and frees the previous one; the last one is freed on unmount.
 */
export function usePreviewUrl(): [string | null, (file: File | null) => void] {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);

  const show = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file && typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  }, []);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );
  return [url, show];
}
