import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { getToken } from "../../lib/auth-token.ts";
import { makeUser, mockAuthApi, tokenResponse } from "../../test/auth-fixtures.ts";
import { jsonResponse } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";

describe("/login", () => {
  it("renders the sign-in panel as a page and returns to the redirect after signing in", async () => {
    mockAuthApi({ routes: { "/api/auth/sign-in/email": () => jsonResponse(tokenResponse()) } });
    const { user, router } = renderApp("/login?redirect=%2Fdashboard");

    expect(screen.getByRole("heading", { level: 1, name: "Welcome back" })).toBeInTheDocument();
    expect(screen.getByText("Choose your preferred sign in method")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Continue with GitHub" })).toBeInTheDocument();

    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(getToken()).toBe("fresh-token");
  });

  it("opens on the create-account form with ?mode=sign-up", async () => {
    mockAuthApi();
    renderApp("/login?mode=sign-up");
    expect(await screen.findByRole("tab", { name: "Create account", selected: true })).toBeInTheDocument();
  });

  it("sends signed-in visitors on to the redirect", async () => {
    mockAuthApi({ user: makeUser() });
    const { router } = renderApp("/login?redirect=%2Fdebug%2Ftokens");
    await waitFor(() => expect(router.state.location.pathname).toBe("/debug/tokens"));
  });

  it("sends signed-in visitors to /home when the redirect leaves the site", async () => {
    mockAuthApi({ user: makeUser() });
    const { router } = renderApp("/login?redirect=%2F%2Fevil.com");
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
  });
});
