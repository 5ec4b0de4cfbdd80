import { act, screen } from "@testing-library/react";
import type { Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  AUTH_PROVIDERS_DATA_ID,
  SCRIPT_PAGE_COVER_SIZES,
  SCRIPT_PAGE_DATA_ID,
  SCRIPT_SHELL_COVER_SRC,
  SCRIPT_SHELL_COVER_SRCSET,
  SCRIPT_SHELL_TITLE,
} from "@twl/contract";

import { injectPrerendered, prerenderedFile } from "../../vite-plugins.ts";
import { startApp } from "../app/start-app.tsx";
import { listResponse, makeScripts } from "../features/discover/test/discover-fixtures.ts";
import { makeReviewItem, reviewList } from "../features/reviews/test/review-fixtures.ts";
import { SCRIPT_TITLE_CLASS } from "../features/scripts/components/detail/script-header.tsx";
import { makeUser, mockAuthApi, PROVIDERS, setPageUrl } from "../test/auth-fixtures.ts";
import { jsonResponse } from "../test/mock-fetch.ts";
import { makeScriptDetail } from "../test/script-fixtures.ts";
import { WAIT_FOR } from "../test/wait-for.ts";
import { renderPage, renderScriptShell, renderShell } from "./render-page.tsx";

/** Console errors React reports when hydration does not match (dev builds name them; prod, #418-#425). */
const isHydrationError = (args: unknown[]) =>
  /hydrat|did(n't| not) match|server rendered|Minified React error #4(18|19|2[0-5])/i.test(
    args.map(String).join(" "),
  );

/**
 * The server renderer and the browser one run in the same test process here (never in a browser),
 * and React's development build notices them sharing contexts: that notice is not about the page.
 */
const SHARED_RENDERER_NOTICE = /multiple renderers concurrently rendering the same context provider/;
const consoleError = console.error.bind(console);
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!SHARED_RENDERER_NOTICE.test(args.map(String).join(" "))) consoleError(...args);
  });
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/**
 * Puts the page's build-time HTML into #root, as the server sends it, and starts the app on it.
 * `serverHtml`: what the server adds to the built page (its data blocks).
 */
async function hydratePage(pagePath: string, { serverHtml = "" } = {}) {
  setPageUrl(`http://localhost:3000${pagePath}`);
  const container = document.createElement("div");
  container.id = "root";
  container.dataset.prerendered = pagePath.split("?")[0];
  container.innerHTML = await renderPage(pagePath.split("?")[0]!);
  document.body.insertAdjacentHTML("beforeend", serverHtml);
  document.body.append(container);
  const heading = container.querySelector("h1");
  const errors = vi.mocked(console.error);
  errors.mockClear();
  await act(async () => {
    root = await startApp(container);
  });
  const hydrationErrors = errors.mock.calls.filter(isHydrationError);
  return { container, heading, hydrationErrors };
}

describe("pre-rendered pages", () => {
  it("renders the landing page's hero and navigation into HTML, with no script", async () => {
    const html = await renderPage("/");
    expect(html).toContain("Where Great Scripts Get <em");
    expect(html).toContain('href="/discover"');
    // The CSP allows no inline scripts; the theme and session are the browser's, never baked in.
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/class="dark"/);
    expect(html).toContain("Switch to dark theme");
  });

  it("hydrates the landing page without a mismatch, keeping the pre-rendered nodes", async () => {
    mockAuthApi();
    const { container, heading, hydrationErrors } = await hydratePage("/");
    expect(hydrationErrors).toEqual([]);
    expect(heading).not.toBeNull();
    // The same node: hydration adopted the HTML instead of throwing it away and rendering again.
    expect(container.querySelector("h1")).toBe(heading);
    expect(heading).toHaveTextContent("Where Great Scripts Get Discovered.");
  });

  it("hydrates the landing page with a demo server's sign-in configuration in it: no mismatch, no request", async () => {
    const fetchMock = mockAuthApi();
    const block = `<script type="application/json" id="${AUTH_PROVIDERS_DATA_ID}">${JSON.stringify({ ...PROVIDERS, demo: true })}</script>`;
    const { container, heading, hydrationErrors } = await hydratePage("/", { serverHtml: block });
    // The build rendered the header without the configuration; hydration uses none, then the page does.
    expect(hydrationErrors).toEqual([]);
    expect(container.querySelector("h1")).toBe(heading);
    expect(await screen.findByRole("group", { name: "Demo navigation" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes("/api/auth/providers"))).toEqual(
      [],
    );
  });

  it("hydrates /discover (its list a skeleton in the HTML) and then loads the list", async () => {
    mockAuthApi({
      routes: {
        "/api/discover": () => jsonResponse(listResponse(makeScripts(3), { total: 3, pages: 1 })),
        "/api/discover/featured": () => jsonResponse({ success: true, featured: [] }),
      },
    });
    const { container, heading, hydrationErrors } = await hydratePage("/discover");
    expect(hydrationErrors).toEqual([]);
    expect(container.querySelector("h1")).toBe(heading);
    expect(await screen.findByRole("list", { name: "All scripts" })).toBeInTheDocument();
  });

  it("shows a signed-in visitor their own header after hydrating the anonymous HTML", async () => {
    mockAuthApi({ user: makeUser({ name: "Ada Lovelace" }) });
    window.localStorage.setItem("theme", "dark");
    document.documentElement.classList.add("dark");
    const { hydrationErrors } = await hydratePage("/");
    expect(hydrationErrors).toEqual([]);
    // The header's account menu (the page's "Create your free account" button must not stand in for it).
    expect(await screen.findByRole("button", { name: /^Account menu for Ada Lovelace/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeInTheDocument();
  });

  it("renders anew (no hydration) when the address has a query string the build did not see", async () => {
    mockAuthApi();
    const { container, heading, hydrationErrors } = await hydratePage("/?error=access_denied");
    expect(hydrationErrors).toEqual([]);
    expect(container.querySelector("h1")).not.toBe(heading);
    expect(container.querySelector("h1")).toHaveTextContent("Where Great Scripts Get Discovered.");
  });
});

describe("the app shell (every address without a pre-rendered page)", () => {
  it("renders the site's header and footer around a page placeholder, with no script", async () => {
    const html = await renderShell();
    expect(html).toContain('href="/discover"');
    expect(html).toContain("Switch to dark theme");
    expect(html).toMatch(/<main[^>]*>.*aria-busy="true"/s);
    expect(html).toContain("Loading…");
    expect(html).toMatch(/<footer/);
    expect(html).not.toMatch(/<script/i);
    // Rendered at no page's address: no navigation link claims to be the current page.
    expect(html).not.toContain("aria-current");
  });

  it("is replaced by the opened page (not hydrated), whose first reads went out with its code", async () => {
    const script = makeScriptDetail({ id: "script-9", title: "Night Shift" });
    const fetchMock = mockAuthApi({
      user: makeUser(),
      routes: {
        "/api/scripts/script-9": () => jsonResponse({ success: true, script }),
        "/api/scripts/script-9/reviews": () => jsonResponse(reviewList([makeReviewItem()], 4)),
      },
    });
    setPageUrl("http://localhost:3000/scripts/script-9");
    const container = document.createElement("div");
    container.id = "root";
    container.dataset.shell = "";
    container.innerHTML = await renderShell();
    document.body.append(container);
    const placeholder = container.querySelector('[aria-busy="true"]');
    expect(placeholder).not.toBeNull();
    const errors = vi.mocked(console.error);
    errors.mockClear();
    const calls = (path: string) =>
      fetchMock.mock.calls.filter(([input]) => new URL(String(input), "http://localhost").pathname === path);
    const starting = startApp(container);
    // Asked for as the app starts, before the page's code has loaded and rendered (app/early-reads.ts).
    expect(calls("/api/scripts/script-9")).toHaveLength(1);
    expect(calls("/api/scripts/script-9/reviews")).toHaveLength(1);
    expect(calls("/api/auth/profile")).toHaveLength(1);
    await act(async () => {
      root = await starting;
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Night Shift" })).toBeInTheDocument();
    expect(container.contains(placeholder)).toBe(false);
    expect(errors.mock.calls.filter(isHydrationError)).toEqual([]);
    // Still once each: the page took those answers instead of asking again.
    expect(calls("/api/scripts/script-9")).toHaveLength(1);
    expect(calls("/api/scripts/script-9/reviews")).toHaveLength(1);
    expect(calls("/api/auth/profile")).toHaveLength(1);
    expect(new Headers(calls("/api/scripts/script-9")[0]?.[1]?.headers).get("Authorization")).toBe(
      "Bearer stored-token",
    );
  });
});

describe("the script page's shell (a public script's HTML)", () => {
  it("shows the title (filled in by the server) where the page's title will be, with no script", async () => {
    const html = await renderScriptShell();
    expect(html.split(SCRIPT_SHELL_TITLE)).toHaveLength(2);
    // In the title's own font (title-font.ts), the class the page's title has too.
    expect(html).toContain(`<h1 class="${SCRIPT_TITLE_CLASS}">${SCRIPT_SHELL_TITLE}</h1>`);
    expect(SCRIPT_TITLE_CLASS.split(" ")).toContain("script-title");
    expect(html).toMatch(/<main[^>]*>.*aria-busy="true"/s);
    expect(html).not.toMatch(/<script/i);
    // The cover where the page's will be, from the same srcset and sizes (the server fills them in).
    const img = /<img [^>]*>/.exec(html)?.[0] ?? "";
    expect(img).toContain(`src="${SCRIPT_SHELL_COVER_SRC}"`);
    expect(img).toContain(`srcSet="${SCRIPT_SHELL_COVER_SRCSET}"`);
    expect(img).toContain(`sizes="${SCRIPT_PAGE_COVER_SIZES}"`);
  });

  it("is replaced by the page, rendered from the detail in the HTML: no detail read, the view by beacon", async () => {
    const script = makeScriptDetail({ id: "script-9", title: "Night Shift" });
    const fetchMock = mockAuthApi({
      routes: {
        "/api/scripts/script-9": () => jsonResponse({ success: true, script }),
        "/api/scripts/script-9/view": () => jsonResponse({ success: true, counted: true }),
        "/api/scripts/script-9/reviews": () => jsonResponse(reviewList([makeReviewItem()], 4)),
      },
    });
    setPageUrl("http://localhost:3000/scripts/script-9");
    const data = document.createElement("script");
    data.type = "application/json";
    data.id = SCRIPT_PAGE_DATA_ID;
    data.dataset.scriptId = "script-9";
    data.textContent = JSON.stringify({ success: true, script });
    document.body.append(data);
    const container = document.createElement("div");
    container.id = "root";
    container.dataset.shell = "";
    container.innerHTML = (await renderScriptShell()).replace(SCRIPT_SHELL_TITLE, "Night Shift");
    document.body.append(container);
    const shellTitle = container.querySelector("h1");
    const calls = (method: string, path: string) =>
      fetchMock.mock.calls.filter(
        ([input, init]) =>
          new URL(String(input), "http://localhost").pathname === path && (init?.method ?? "GET") === method,
      );
    const starting = startApp(container);
    expect(calls("GET", "/api/scripts/script-9/reviews")).toHaveLength(1);
    await act(async () => {
      root = await starting;
    });
    const title = await screen.findByRole("heading", { level: 1, name: "Night Shift" });
    expect(title).not.toBe(shellTitle);
    // Set as the shell's title was (same faces, size and place): no new, larger paint.
    expect(title.className).toBe(shellTitle?.className);
    expect(container.contains(shellTitle)).toBe(false);
    await vi.waitFor(() => expect(calls("POST", "/api/scripts/script-9/view")).toHaveLength(1), WAIT_FOR);
    expect(calls("GET", "/api/scripts/script-9")).toHaveLength(0);
  });
});

describe("writing pre-rendered pages into index.html", () => {
  const indexHtml = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

  it("fills #root, marked with its path, and names the file the server looks for", () => {
    expect(injectPrerendered(indexHtml, "/discover", "<h1>$& Discover</h1>")).toBe(
      '<!doctype html><html><head></head><body><div id="root" data-prerendered="/discover"><h1>$& Discover</h1></div></body></html>',
    );
    expect(prerenderedFile("/")).toBe("prerendered/index.html");
    expect(prerenderedFile("/discover")).toBe("prerendered/discover.html");
  });

  it("marks the app shell as a shell, not as a page to hydrate", () => {
    expect(injectPrerendered(indexHtml, null, "<header></header>")).toBe(
      '<!doctype html><html><head></head><body><div id="root" data-shell><header></header></div></body></html>',
    );
  });

  it("refuses an index.html without an empty #root", () => {
    expect(() => injectPrerendered("<div id=root>x</div>", "/", "<h1>x</h1>")).toThrow(/no empty/);
  });
});
