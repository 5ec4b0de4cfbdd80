import { screen } from "@testing-library/react";
import { Outlet, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";

import { makeUser, mockAuthApi } from "../../../test/auth-fixtures.ts";
import { jsonResponse } from "../../../test/mock-fetch.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { useSession } from "../hooks/use-session.ts";
import { AuthProvider } from "./auth-provider.tsx";
import { VerifyEmailNotice } from "./verify-email-notice.tsx";

/** Shows when the session has loaded, so the absence of the notice means something. */
function SessionProbe() {
  const { user } = useSession();
  return <p>{user ? `Signed in as ${user.name}` : "No session yet"}</p>;
}

const routes: RouteObject[] = [
  {
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    children: [
      {
        path: "/home",
        element: (
          <>
            <VerifyEmailNotice />
            <SessionProbe />
          </>
        ),
      },
    ],
  },
];

describe("VerifyEmailNotice", () => {
  it("asks an unverified user to confirm the address and sends a new link on request", async () => {
    const fetchMock = mockAuthApi({
      user: makeUser({ emailVerified: false, email: "new@example.com" }),
      routes: { "/api/auth/resend-verification": () => jsonResponse({ success: true }) },
    });
    const { user } = renderApp("/home", { routes });
    expect(
      await screen.findByText("Confirm your email address", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to/)).toHaveTextContent(
      "We sent a link to new@example.com. Your monthly clout arrives once you open it.",
    );
    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    expect(await screen.findByRole("status", {}, { timeout: 10_000 })).toHaveTextContent(
      "A new link is on its way.",
    );
    expect(fetchMock.mock.calls.filter(([path]) => path === "/api/auth/resend-verification")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Send a new link" })).toBeDisabled();
  });

  it("thanks the user who arrives from the emailed link, and says nothing to a verified user otherwise", async () => {
    mockAuthApi({ user: makeUser({ emailVerified: true }) });
    const first = renderApp("/home?email=verified", { routes });
    expect(
      await screen.findByText(/your email address is confirmed/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    first.unmount();
    renderApp("/home", { routes });
    expect(await screen.findByText("Signed in as Ada Lovelace", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText("Confirm your email address")).not.toBeInTheDocument();
  });
});
