import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";

import { scriptKeys } from "../api/script-keys.ts";

/** after switching the active version or cover the page refreshes about 2 s later. */
export const SUCCESS_REFRESH_MS = 2000;

/**
 * Shows a success overlay with `message`, then reloads everything about the script and hides it.
 */
export function useDelayedRefresh(scriptId: string) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const announce = useCallback(
    (text: string) => {
      setMessage(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: scriptKeys.detail(scriptId) });
        void queryClient.invalidateQueries({ queryKey: scriptKeys.mine() });
        setMessage(null);
      }, SUCCESS_REFRESH_MS);
    },
    [queryClient, scriptId],
  );

  return { message, announce };
}
