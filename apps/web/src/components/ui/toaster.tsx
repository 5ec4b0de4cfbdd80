import { Toaster as SonnerToaster } from "sonner";

import { useTheme } from "../../lib/theme.ts";

/** Toasts for the whole app (mounted once in providers). Call `toast()` from "sonner" anywhere. */
export function Toaster() {
  const { theme } = useTheme();
  return (
    <SonnerToaster
      theme={theme}
      position="bottom-right"
      closeButton
      duration={5000}
      toastOptions={{ className: "font-sans" }}
    />
  );
}
