import type { AuthProvidersResponse, AuthTokenResponse, SessionUser } from "@twl/contract";

import { setToken } from "../lib/auth-token.ts";
import { HEALTHY_ROUTES, jsonResponse, mockFetch, type RouteHandler } from "./mock-fetch.ts";

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: "user-1",
    name: "Ada Lovelace",
    email: "ada@example.com",
    role: "customer",
    tier: "free",
    availableClout: 120,
    receivedClout: 45,
    coverageAllowance: 1,
    coverageUsed: 0,
    coverageResetAt: null,
    coverageTokens: 0,
    bio: null,
    avatar: null,
    isDummy: false,
    createdAt: "2024-05-01T10:00:00.000Z",
    ...overrides,
  };
}

export const PROVIDERS: AuthProvidersResponse = {
  success: true,
  providers: [
    { id: "google", name: "Google", kind: "social" },
    { id: "github", name: "GitHub", kind: "social" },
  ],
  localAccounts: true,
  configHint: ["GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET", "GITHUB_CLIENT_ID / GITHUB_CLIENT_SECRET"],
  callbackBaseUrl: "https://whitelist.example.com/api/auth/callback",
  authEnabled: true,
  demo: false,
};

export function tokenResponse(user: SessionUser = makeUser(), token = "fresh-token"): AuthTokenResponse {
  return { success: true, token, user };
}

export function apiError(error: string, status: number): Response {
  return jsonResponse({ success: false, error }, status);
}

/** The body a mocked route was called with. */
export function bodyOf(init?: RequestInit): unknown {
  return typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
}

/**
 * Healthy servers plus the sign-in endpoints; `routes` add to or replace them. With `user`, a token
 * is stored and GET /api/auth/profile answers with that user (a signed-in visitor).
 */
export function mockAuthApi({
  user,
  routes = {},
}: { user?: SessionUser; routes?: Record<string, RouteHandler> } = {}) {
  if (user) setToken("stored-token");
  return mockFetch({
    ...HEALTHY_ROUTES,
    "/api/auth/providers": () => jsonResponse(PROVIDERS),
    "/api/auth/profile": () =>
      user ? jsonResponse({ success: true, user }) : apiError("Please sign in to continue", 401),
    "/api/auth/sign-out": () => jsonResponse({ success: true }),
    ...routes,
  });
}

/** Points jsdom at another address, e.g. a production host (the setup file restores localhost). */
export function setPageUrl(url: string): void {
  const jsdom = (globalThis as unknown as { jsdom?: { reconfigure(options: { url: string }): void } }).jsdom;
  if (!jsdom) throw new Error("jsdom is not available");
  jsdom.reconfigure({ url });
}
