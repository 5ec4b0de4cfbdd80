import { useSyncExternalStore } from "react";

import { useAuthProviders } from "../api/get-auth-providers.ts";

/**
 * What the server's public configuration (GET /api/auth/providers) says about sign-in:
 * - "on": sign-in works (email accounts and/or providers);
 * - "off": turned off by configuration (AUTH_ENABLED=false): the reduced route set, no Log in;
 * - "unconfigured": on, but neither email accounts nor a provider is set up (the notice);
 * - "loading": not known yet. A failed read counts as "on": the server checks every call anyway.
 * `isDemo`: a demo or staging server (DEMO_MODE), whose visitors see the demo navigation.
 */
export type SignInStatus = "loading" | "on" | "off" | "unconfigured";

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates a pre-rendered page, true otherwise. The build rendered the page with
 * no configuration ("loading"); the configuration the server wrote into the page is known from the
 * first render, so hydration must not use it (a demo server's header would not match the HTML):
 * React hydrates with "loading", then renders again with it at once.
 */
const useIsHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

export function useSignInConfig(): { status: SignInStatus; isDemo: boolean } {
  const config = useAuthProviders();
  const isHydrated = useIsHydrated();
  if (config.isPending || !isHydrated) return { status: "loading", isDemo: false };
  if (config.isError) return { status: "on", isDemo: false };
  const { authEnabled, providers, localAccounts, demo } = config.data;
  if (!authEnabled) return { status: "off", isDemo: demo };
  if (providers.length === 0 && !localAccounts) return { status: "unconfigured", isDemo: demo };
  return { status: "on", isDemo: demo };
}
