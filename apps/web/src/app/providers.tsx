import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useState, type ReactNode } from "react";

import { AfterHydration } from "../lib/after-hydration.tsx";
import { retryUnlessClientError } from "../lib/api-client.ts";
import { lazyComponent } from "../lib/lazy.tsx";

/**
 * The toast list (sonner) loads after the first paint: no page shows a toast before then, and a
 * toast raised while it loads is shown once it mounts (sonner replays the active toasts). Not part of a
 * pre-rendered page: it mounts after hydration.
 */
const Toaster = lazyComponent(() => import("../components/ui/toaster.tsx").then((m) => m.Toaster));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryUnlessClientError, refetchOnWindowFocus: true },
    },
  });
}

/** App-wide providers. Tests pass their own client to keep each test isolated. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <AfterHydration>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AfterHydration>
    </QueryClientProvider>
  );
}
