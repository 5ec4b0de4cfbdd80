import { screen, waitFor } from "@testing-library/react";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";

import { apiError, bodyOf, makeUser, mockAuthApi } from "../../../test/auth-fixtures.ts";
import { jsonResponse } from "../../../test/mock-fetch.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";

const routes: RouteObject[] = [{ path: "/profile", element: <ChangePasswordForm /> }];

describe("ChangePasswordForm (docs/security.md #10, #11)", () => {
  it("sends both passwords with the bearer token and clears the fields on success", async () => {
    const fetchMock = mockAuthApi({
      user: makeUser(),
      routes: { "/api/auth/change-password": () => jsonResponse({ success: true, revokedSessions: 2 }) },
    });
    const { user } = renderApp("/profile", { routes });
    await user.type(screen.getByLabelText("Current password"), "old secret phrase");
    await user.type(screen.getByLabelText("New password"), "plum otter lantern");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(screen.getByLabelText("New password")).toHaveValue(""), { timeout: 10_000 });
    const call = fetchMock.mock.calls.find(([path]) => path === "/api/auth/change-password");
    expect(bodyOf(call?.[1])).toEqual({
      currentPassword: "old secret phrase",
      newPassword: "plum otter lantern",
    });
    expect(new Headers(call?.[1]?.headers).get("authorization")).toBe("Bearer stored-token");
  });

  it("shows the server's message for a weak password, and checks the length before asking", async () => {
    const weak = "This password is too easy to guess. Use a longer phrase of unrelated words.";
    const fetchMock = mockAuthApi({
      user: makeUser(),
      routes: { "/api/auth/change-password": () => apiError(weak, 400) },
    });
    const { user } = renderApp("/profile", { routes });
    await user.type(screen.getByLabelText("Current password"), "old secret phrase");
    await user.type(screen.getByLabelText("New password"), "short");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === "/api/auth/change-password")).toBe(false);

    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "password");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent(weak);
  });
});
