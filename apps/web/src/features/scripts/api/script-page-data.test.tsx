import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { SCRIPT_PAGE_DATA_ID } from "@twl/contract";

import { withLoadedRoutes } from "../../../app/lazy-page.tsx";
import { createQueryClient, Providers } from "../../../app/providers.tsx";
import { routes } from "../../../app/router.tsx";
import { makeUser, mockAuthApi } from "../../../test/auth-fixtures.ts";
import { jsonResponse } from "../../../test/mock-fetch.ts";
import { makeScriptDetail } from "../../../test/script-fixtures.ts";
import { hasScriptPageData } from "./script-paths.ts";

/** The data block the server writes into a public script's page (seo.routes.ts). */
function writePageData(script: ReturnType<typeof makeScriptDetail>) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = SCRIPT_PAGE_DATA_ID;
  element.dataset.scriptId = script.id;
  element.textContent = JSON.stringify({ success: true, script });
  document.head.append(element);
}

/** The app as it starts in the browser: its own query client (the app's defaults). */
function renderScriptPage() {
  const router = createMemoryRouter(withLoadedRoutes(routes), { initialEntries: ["/scripts/script-1"] });
  return render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const calls = (fetchMock: ReturnType<typeof mockAuthApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === path && (init?.method ?? "GET").toUpperCase() === method,
  ).length;

afterEach(() => document.getElementById(SCRIPT_PAGE_DATA_ID)?.remove());

describe("the script page from the detail in its HTML", () => {
  it("renders the title without reading the API and counts the view once by beacon", async () => {
    writePageData(makeScriptDetail({ title: "From The Page" }));
    expect(hasScriptPageData("script-1")).toBe(true);
    expect(hasScriptPageData("script-2")).toBe(false);
    const detail = vi.fn(() => jsonResponse({ success: true, script: makeScriptDetail() }));
    const view = vi.fn(() => jsonResponse({ success: true, counted: true }));
    const fetchMock = mockAuthApi({
      routes: {
        "/api/scripts/script-1": detail,
        "/api/scripts/script-1/view": view,
        "/api/scripts/script-1/reviews": () => jsonResponse({ success: true, reviews: [] }),
      },
    });
    renderScriptPage();
    // The first render already shows it: no loading state to wait through.
    expect(screen.getByRole("heading", { level: 1, name: "From The Page" })).toBeInTheDocument();
    await waitFor(() => expect(view).toHaveBeenCalledTimes(1));
    expect(calls(fetchMock, "POST", "/api/scripts/script-1/view")).toBe(1);
    expect(detail).not.toHaveBeenCalled();
    // Used once: the data block is gone, a later visit reads the API.
    expect(document.getElementById(SCRIPT_PAGE_DATA_ID)).toBeNull();
  });

  it("a visitor with a token reads the API (the owner sees more), and sends no beacon", async () => {
    writePageData(makeScriptDetail({ title: "From The Page" }));
    const view = vi.fn(() => jsonResponse({ success: true, counted: true }));
    mockAuthApi({
      user: makeUser(),
      routes: {
        "/api/scripts/script-1": () =>
          jsonResponse({ success: true, script: makeScriptDetail({ title: "From The API" }) }),
        "/api/scripts/script-1/view": view,
      },
    });
    expect(hasScriptPageData("script-1")).toBe(false);
    renderScriptPage();
    expect(await screen.findByRole("heading", { level: 1, name: "From The API" })).toBeInTheDocument();
    expect(screen.queryByText("From The Page")).not.toBeInTheDocument();
    expect(view).not.toHaveBeenCalled();
  });

  it("data for another script is not used", async () => {
    writePageData(makeScriptDetail({ id: "script-9", title: "Another Script" }));
    mockAuthApi({
      routes: {
        "/api/scripts/script-1": () =>
          jsonResponse({ success: true, script: makeScriptDetail({ title: "From The API" }) }),
      },
    });
    renderScriptPage();
    expect(await screen.findByRole("heading", { level: 1, name: "From The API" })).toBeInTheDocument();
  });
});
