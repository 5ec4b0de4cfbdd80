import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { DebugTokenResponse } from "@twl/contract";

import { apiError, makeUser, mockAuthApi } from "../../test/auth-fixtures.ts";
import { jsonResponse } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";

const DEBUG: DebugTokenResponse = {
  success: true,
  session: {
    id: "sess-42",
    userId: "user-1",
    createdAt: "2025-01-05T15:04:00.000Z",
    expiresAt: "2025-02-04T15:04:00.000Z",
    ipAddress: "203.0.113.7",
    userAgent: "Mozilla/5.0 Test",
    tokenPreview: "stored…",
  },
  user: makeUser(),
};

describe("/debug/tokens", () => {
  it("shows the decoded session and user, never the token", async () => {
    mockAuthApi({ user: makeUser(), routes: { "/api/debug/token": () => jsonResponse(DEBUG) } });
    renderApp("/debug/tokens");

    const session = within(await screen.findByRole("region", { name: "Session" }));
    const term = (label: string) => session.getByText(label).nextElementSibling?.textContent;
    expect(term("Session ID")).toBe("sess-42");
    expect(term("User ID")).toBe("user-1");
    expect(term("IP address")).toBe("203.0.113.7");
    expect(term("User agent")).toBe("Mozilla/5.0 Test");
    expect(term("Token preview")).toBe("stored…");
    expect(term("Created")).toMatch(/Jan 5, 2025/);
    expect(term("Expires")).toMatch(/Feb 4, 2025/);
    expect(
      within(screen.getByRole("region", { name: "User" })).getByText("ada@example.com"),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain("stored-token");
  });

  it("asks signed-out visitors to sign in", async () => {
    mockAuthApi();
    renderApp("/debug/tokens");
    expect(screen.getByText("Sign in to inspect the session behind your token.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Fdebug%2Ftokens",
    );
  });

  it("shows the server's message on 403", async () => {
    mockAuthApi({
      user: makeUser(),
      routes: { "/api/debug/token": () => apiError("The token debugger is available to admins only", 403) },
    });
    renderApp("/debug/tokens");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The token debugger is available to admins only",
    );
  });
});
