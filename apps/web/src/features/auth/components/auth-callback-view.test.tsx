import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { getToken } from "../../../lib/auth-token.ts";
import {
  apiError,
  bodyOf,
  makeUser,
  mockAuthApi,
  PROVIDERS,
  tokenResponse,
} from "../../../test/auth-fixtures.ts";
import { jsonResponse, networkFailure } from "../../../test/mock-fetch.ts";
import { renderApp } from "../../../test/render-app.tsx";

const CODE = "one-time-code-1234567890";

afterEach(() => {
  vi.useRealTimers();
});

describe("/auth/callback on localhost", () => {
  it("shows progress, exchanges the code once, stores the token and goes to /home", async () => {
    const fetchMock = mockAuthApi({
      routes: { "/api/auth/exchange": () => jsonResponse(tokenResponse(makeUser(), "oauth-token")) },
    });
    const { router } = renderApp(`/auth/callback?code=${CODE}`);

    expect(screen.getByRole("heading", { name: "Completing authentication..." })).toBeInTheDocument();
    expect(screen.getByText("Please wait while we log you in")).toBeInTheDocument();
    // Watched from the start: the toast closes after 5 s, which a loaded machine can spend loading
    // the next page before a later query would look for it.
    const welcome = screen.findByText("Welcome back, Ada Lovelace");

    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    expect(getToken()).toBe("oauth-token");
    const exchanges = fetchMock.mock.calls.filter(([path]) => path === "/api/auth/exchange");
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.[1]?.method).toBe("POST");
    expect(bodyOf(exchanges[0]?.[1])).toEqual({ code: CODE });
    // Found while shown (it may have closed since).
    expect((await welcome).textContent).toBe("Welcome back, Ada Lovelace");
  });

  it("never replaces another signed-in account silently: staying keeps the session and ends the new one (docs/security.md #5)", async () => {
    const current = makeUser({ id: "victim", name: "Vera Victim", email: "vera@example.com" });
    const other = makeUser({ id: "attacker", name: "Otto Other", email: "otto@example.com" });
    const fetchMock = mockAuthApi({
      user: current,
      routes: { "/api/auth/exchange": () => jsonResponse(tokenResponse(other, "other-token")) },
    });
    const { user, router } = renderApp(`/auth/callback?code=${CODE}`);

    expect(
      await screen.findByRole("heading", { name: "Switch account?" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You are signed in as/)).toHaveTextContent(
      "You are signed in as Vera Victim (vera@example.com). This sign-in is for Otto Other (otto@example.com).",
    );
    expect(getToken()).toBe("stored-token");
    await user.click(screen.getByRole("button", { name: "Stay signed in as Vera Victim" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    expect(getToken()).toBe("stored-token");
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([path, init]) =>
            path === "/api/auth/sign-out" &&
            new Headers(init?.headers).get("authorization") === "Bearer other-token",
        ),
      ).toBe(true),
    );
  });

  it("switches to the new account only when the user confirms", async () => {
    const current = makeUser({ id: "first", name: "Vera Victim" });
    const other = makeUser({ id: "second", name: "Otto Other" });
    mockAuthApi({
      user: current,
      routes: { "/api/auth/exchange": () => jsonResponse(tokenResponse(other, "other-token")) },
    });
    const { user, router } = renderApp(`/auth/callback?code=${CODE}`);

    await user.click(
      await screen.findByRole("button", { name: "Continue as Otto Other" }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    expect(getToken()).toBe("other-token");
  });

  it("returns to the page parked before leaving for the provider", async () => {
    mockAuthApi({ routes: { "/api/auth/exchange": () => jsonResponse(tokenResponse()) } });
    window.sessionStorage.setItem("twl.returnPath", "/debug/tokens");
    const { router } = renderApp(`/auth/callback?code=${CODE}`);
    await waitFor(() => expect(router.state.location.pathname).toBe("/debug/tokens"));
  });
});

describe("/auth/callback on localhost: missing codes and provider errors", () => {
  it("says so when no code and no error came back", async () => {
    const fetchMock = mockAuthApi();
    renderApp("/auth/callback");
    expect(screen.getByRole("heading", { name: "Authentication Issue" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("No authorization code received from OAuth provider");
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(fetchMock.mock.calls.some(([path]) => path === "/api/auth/exchange")).toBe(false);
  });

  it("shows our own text for a known provider error, never the description", async () => {
    mockAuthApi();
    renderApp("/auth/callback?error=access_denied&error_description=The+user+denied+access");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Authentication failed: The sign-in was cancelled at the provider.",
    );
    expect(screen.queryByText(/The user denied access/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Run Diagnostic" })).not.toBeInTheDocument();
  });

  it("the attack (docs/security.md #16): text in error and error_description never appears on our page", () => {
    mockAuthApi();
    const lure = "Your account is locked. Call +1 555 0100 or visit evil.example to restore it";
    renderApp(
      `/auth/callback?error=${encodeURIComponent(`${lure} now`)}&error_description=${encodeURIComponent(lure)}`,
    );
    expect(screen.getByRole("heading", { name: "Authentication Issue" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Authentication failed: Something went wrong. Please try again.",
    );
    expect(document.body.textContent).not.toMatch(/locked|555 0100|evil\.example/);
  });

  it("a sign-in opened in another browser is explained (docs/security.md #5)", () => {
    mockAuthApi();
    renderApp("/auth/callback?error=sign_in_not_started");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "This sign-in was not started in this browser. Please sign in again from here.",
    );
  });

  it("explains account_not_linked", async () => {
    mockAuthApi();
    renderApp("/auth/callback?error=account_not_linked");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Authentication failed: This email already has an account with another sign-in method.",
    );
  });

  it.each([
    ["invalid_client", "error=invalid_client&error_description=Client+authentication+failed"],
    ["oauth_code_verification_failed", "error=oauth_code_verification_failed"],
    ["unable_to_get_user_info", "error=unable_to_get_user_info"],
    ["Failed exchanging", "error=server_error&error_description=Failed+exchanging+the+code"],
  ])("treats %s as a provider configuration error", (_marker, query) => {
    mockAuthApi();
    renderApp(`/auth/callback?${query}`);
    expect(screen.getByRole("heading", { name: "Authentication Issue" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "OAuth Provider Configuration Required - check the client id, secret and redirect URL of this provider",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Run Diagnostic" })).toBeInTheDocument();
  });
});

describe("/auth/callback on localhost: diagnostics and failed exchanges", () => {
  it("runs the diagnostic: enabled providers and the redirect URLs to register", async () => {
    mockAuthApi({ routes: { "/api/auth/providers": () => jsonResponse(PROVIDERS) } });
    const { user } = renderApp(
      "/auth/callback?error=invalid_client&error_description=Client+authentication+failed",
    );

    expect(screen.getByRole("alert")).toHaveTextContent(
      "Authentication failed: The provider did not accept this server's client id or secret.",
    );
    await user.click(screen.getByRole("button", { name: "Run Diagnostic" }));

    const results = within(await screen.findByRole("region", { name: "Diagnostic results" }));
    expect(results.getByText("Google, GitHub")).toBeInTheDocument();
    expect(
      results.getByText("https://whitelist.example.com/api/auth/callback/{provider}"),
    ).toBeInTheDocument();
    expect(results.getByText("https://whitelist.example.com/api/auth/callback/github")).toBeInTheDocument();
  });

  it("shows the server's reason when the exchange fails", async () => {
    mockAuthApi({
      routes: {
        "/api/auth/exchange": () =>
          apiError("This sign-in code has expired or was already used. Please sign in again.", 400),
      },
    });
    renderApp(`/auth/callback?code=${CODE}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "OAuth exchange failed: This sign-in code has expired or was already used. Please sign in again.",
    );
    expect(getToken()).toBeNull();
  });

  it("says 'Authentication error' with our own message when the exchange gets no answer", async () => {
    mockAuthApi({ routes: { "/api/auth/exchange": () => networkFailure() } });
    renderApp(`/auth/callback?code=${CODE}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Authentication error: Network error - please check your connection",
    );
    expect(getToken()).toBeNull();
  });

  it("times out after 10 seconds without an answer, and stays put on localhost", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockAuthApi({ routes: { "/api/auth/exchange": () => new Promise<Response>(() => {}) } });
    const { router } = renderApp(`/auth/callback?code=${CODE}`);
    expect(screen.getByText("Completing authentication...")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(9_500));
    expect(screen.queryByText("Authentication timeout - please try again")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByRole("alert")).toHaveTextContent("Authentication timeout - please try again");

    act(() => vi.advanceTimersByTime(5_000));
    expect(router.state.location.pathname).toBe("/auth/callback");
  });
});
