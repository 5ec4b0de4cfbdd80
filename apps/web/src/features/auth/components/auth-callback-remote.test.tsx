import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { apiError, mockAuthApi, setPageUrl } from "../../../test/auth-fixtures.ts";
import { renderApp } from "../../../test/render-app.tsx";

const CODE = "one-time-code-1234567890";

/** Away from localhost a failed callback moves on to the landing page after 3 seconds. */
describe("/auth/callback on a public host", () => {
  beforeEach(() => {
    setPageUrl("https://thewhitelist.example/auth/callback");
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function expectRedirectAfterThreeSeconds(
    router: ReturnType<typeof renderApp>["router"],
    search: string,
  ) {
    expect(await screen.findByRole("heading", { name: "Authentication Issue" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_800));
    expect(router.state.location.pathname).toBe("/auth/callback");
    act(() => vi.advanceTimersByTime(300));
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.location.search).toBe(search);
  }

  it("sends a provider error to /?error=auth_failed, where a dismissible notice explains it", async () => {
    mockAuthApi();
    const { router, user } = renderApp("/auth/callback?error=access_denied", {
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await expectRedirectAfterThreeSeconds(router, "?error=auth_failed");

    const notice = within(await screen.findByText(/Sign-in didn't go through/));
    expect(notice.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(router.state.location.search).toBe("");
    expect(screen.queryByText(/Sign-in didn't go through/)).not.toBeInTheDocument();
  });

  it("sends a missing code to /?error=no_code", async () => {
    mockAuthApi();
    const { router } = renderApp("/auth/callback");
    await expectRedirectAfterThreeSeconds(router, "?error=no_code");
  });

  it("sends a failed exchange to /?error=callback_error", async () => {
    mockAuthApi({ routes: { "/api/auth/exchange": () => apiError("Server error occurred", 500) } });
    const { router } = renderApp(`/auth/callback?code=${CODE}`);
    await expectRedirectAfterThreeSeconds(router, "?error=callback_error");
  });
});
