import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { bodyOf, makeUser, mockAuthApi } from "../../../test/auth-fixtures.ts";
import { jsonResponse } from "../../../test/mock-fetch.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { WAIT_FOR } from "../../../test/wait-for.ts";
import { PAGE_VIEW_PATH } from "../api/send-page-view.ts";

const VIEW_IDS = [
  "11111111-1111-4111-8111-111111111111",
  "22222222-2222-4222-8222-222222222222",
  "33333333-3333-4333-8333-333333333333",
];

function mockAnalytics(user = false) {
  let n = 0;
  const fetchMock = mockAuthApi({
    user: user ? makeUser() : undefined,
    routes: {
      [PAGE_VIEW_PATH]: () =>
        jsonResponse({ success: true, stored: true, id: VIEW_IDS[n++ % VIEW_IDS.length] }),
      "/api/public/stats": () =>
        jsonResponse({
          success: true,
          stats: { writers: 1, publicScripts: 2, completedCoverages: 3, reviews: 4, cloutGiven: 5 },
        }),
    },
  });
  const pageViews = () =>
    fetchMock.mock.calls
      .filter(([input]) => String(input) === PAGE_VIEW_PATH)
      .map(([, init]) => ({
        body: bodyOf(init as RequestInit) as Record<string, unknown>,
        init: init as RequestInit,
      }));
  return { fetchMock, pageViews };
}

const footerLink = (name: string) =>
  within(screen.getByRole("navigation", { name: "Footer" })).getByRole("link", { name });

function setNavigatorValue(key: string, value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true });
}

describe("page views", () => {
  afterEach(() => {
    for (const key of ["doNotTrack", "globalPrivacyControl", "sendBeacon"])
      delete (navigator as unknown as Record<string, unknown>)[key];
  });

  it("sends one page view per navigation, the path only, then the time spent on the page left by beacon", async () => {
    const beacon = vi.fn((_url: string, _data: string) => true);
    setNavigatorValue("sendBeacon", beacon);
    const { pageViews } = mockAnalytics();
    const { user } = renderApp("/privacy?utm=x");
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1), WAIT_FOR);
    expect(pageViews()[0]?.body).toMatchObject({
      page: "/privacy",
      title: "Privacy Policy — The White List",
    });

    await user.click(footerLink("Terms"));
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Service" })).toBeInTheDocument();
    await vi.waitFor(() => expect(pageViews()).toHaveLength(2), WAIT_FOR);
    expect(pageViews()[1]?.body).toMatchObject({ page: "/terms" });
    await vi.waitFor(() => expect(beacon).toHaveBeenCalledTimes(1), WAIT_FOR);
    const [url, data] = beacon.mock.calls[0]!;
    expect(url).toBe(PAGE_VIEW_PATH);
    expect(JSON.parse(data)).toMatchObject({
      page: "/privacy",
      viewId: VIEW_IDS[0],
      timeSpent: expect.any(Number),
    });

    // A query change on the same page (filters, #anchors) is not a new page view.
    await user.click(screen.getAllByRole("link", { name: /Refunds/ })[0]!);
    await user.click(footerLink("Help"));
    await vi.waitFor(() => expect(pageViews()).toHaveLength(3), WAIT_FOR);
    expect(pageViews().map((v) => v.body.page)).toEqual(["/privacy", "/terms", "/help"]);
  });

  it("sends the bearer token when signed in", async () => {
    const { pageViews } = mockAnalytics(true);
    renderApp("/about");
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1), WAIT_FOR);
    expect(new Headers(pageViews()[0]?.init.headers).get("Authorization")).toBe("Bearer stored-token");
  });

  it.each([
    ["Do Not Track", "doNotTrack", "1"],
    ["Global Privacy Control", "globalPrivacyControl", true],
  ])("sends nothing with %s set", async (_label, key, value) => {
    setNavigatorValue(key, value);
    const beacon = vi.fn(() => true);
    setNavigatorValue("sendBeacon", beacon);
    const { fetchMock, pageViews } = mockAnalytics();
    const { user } = renderApp("/privacy");
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    await user.click(footerLink("Terms"));
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Service" })).toBeInTheDocument();
    await user.click(footerLink("About"));
    await screen.findByRole("heading", { name: "By the Numbers" });
    // Other calls went out meanwhile, so an analytics call would have been sent by now.
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input) === "/api/public/stats")).toBe(true),
    );
    expect(pageViews()).toHaveLength(0);
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith("/api/analytics"))).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
  });
});
