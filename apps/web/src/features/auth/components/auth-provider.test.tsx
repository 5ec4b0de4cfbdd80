import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { getToken } from "../../../lib/auth-token.ts";
import { apiError, makeUser, mockAuthApi, tokenResponse } from "../../../test/auth-fixtures.ts";
import { jsonResponse } from "../../../test/mock-fetch.ts";
import { renderApp } from "../../../test/render-app.tsx";

describe("session", () => {
  it("restores the session from the stored token: user menu and liquid clout in the header", async () => {
    const fetchMock = mockAuthApi({ user: makeUser({ availableClout: 1250 }) });
    renderApp("/");
    const banner = within(screen.getByRole("banner"));

    expect(await banner.findByRole("button", { name: "Account menu for Ada Lovelace" })).toBeInTheDocument();
    expect(banner.getAllByText("1,250 liquid clout")[0]).toBeVisible();
    const profileCall = fetchMock.mock.calls.find(([path]) => path === "/api/auth/profile");
    expect(new Headers(profileCall?.[1]?.headers).get("Authorization")).toBe("Bearer stored-token");
  });

  it("does not ask for the profile without a token", async () => {
    const fetchMock = mockAuthApi();
    renderApp("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Where Great Scripts Get Discovered." }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === "/api/auth/profile")).toBe(false);
  });

  it("on a 401 from a call made with the token: clears it, resets the session and opens the sign-in dialog", async () => {
    mockAuthApi({
      routes: { "/api/auth/profile": () => apiError("Your session has expired. Please sign in again.", 401) },
    });
    window.localStorage.setItem("twl.token", "expired-token");
    const { router } = renderApp("/home");

    expect(await screen.findByRole("dialog", { name: "Welcome back" })).toBeInTheDocument();
    expect(getToken()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(
      within(screen.getByRole("banner", { hidden: true })).getAllByRole("button", {
        name: "Log in",
        hidden: true,
      })[0],
    ).toBeInTheDocument();
  });

  it("after signing in again from that dialog, returns to the page that needed the session", async () => {
    const ada = makeUser();
    let profileCalls = 0;
    mockAuthApi({
      routes: {
        "/api/auth/profile": () =>
          ++profileCalls === 1
            ? apiError("Your session has expired. Please sign in again.", 401)
            : jsonResponse({ success: true, user: ada }),
        "/api/auth/sign-in/email": () => jsonResponse(tokenResponse(ada)),
      },
    });
    window.localStorage.setItem("twl.token", "expired-token");
    const { user, router } = renderApp("/dashboard");

    const dialog = within(await screen.findByRole("dialog", { name: "Welcome back" }));
    await user.type(await dialog.findByLabelText("Email"), "ada@example.com");
    await user.type(dialog.getByLabelText("Password"), "correct horse");
    await user.click(dialog.getByRole("button", { name: "Sign in" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(getToken()).toBe("fresh-token");
  });
});
