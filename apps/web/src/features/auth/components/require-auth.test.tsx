import { screen, waitFor } from "@testing-library/react";
import { Outlet, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";

import { makeUser, mockAuthApi } from "../../../test/auth-fixtures.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { AuthProvider } from "./auth-provider.tsx";
import { RequireAdmin, RequireAuth } from "./require-auth.tsx";

const routes: RouteObject[] = [
  {
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    children: [
      { path: "/", element: <p>Landing</p> },
      {
        path: "/private",
        element: (
          <RequireAuth>
            <p>Private page</p>
          </RequireAuth>
        ),
      },
      {
        path: "/admin",
        element: (
          <RequireAdmin>
            <p>Admin page</p>
          </RequireAdmin>
        ),
      },
    ],
  },
];

describe("RequireAuth", () => {
  it("sends signed-out visitors to /", async () => {
    mockAuthApi();
    const { router } = renderApp("/private", { routes });
    expect(await screen.findByText("Landing")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows a labelled spinner while the session loads, then the page", async () => {
    let answer: (response: Response) => void = () => {};
    mockAuthApi({
      user: makeUser(),
      routes: { "/api/auth/profile": () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    renderApp("/private", { routes });

    expect(screen.getByRole("status", { name: "Loading your session" })).toBeInTheDocument();
    expect(screen.queryByText("Private page")).not.toBeInTheDocument();
    answer(new Response(JSON.stringify({ success: true, user: makeUser() }), { status: 200 }));
    expect(await screen.findByText("Private page")).toBeInTheDocument();
  });
});

describe("RequireAdmin", () => {
  it("sends customers to /", async () => {
    mockAuthApi({ user: makeUser({ role: "customer" }) });
    const { router } = renderApp("/admin", { routes });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(screen.queryByText("Admin page")).not.toBeInTheDocument();
  });

  it("sends signed-out visitors to /", async () => {
    mockAuthApi();
    const { router } = renderApp("/admin", { routes });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("lets admins in", async () => {
    mockAuthApi({ user: makeUser({ role: "admin" }) });
    renderApp("/admin", { routes });
    expect(await screen.findByText("Admin page")).toBeInTheDocument();
  });
});
