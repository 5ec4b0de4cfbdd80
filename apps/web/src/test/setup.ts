import "@testing-library/jest-dom/vitest";

import { getConfig } from "@testing-library/dom";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";

import { clearEarlyRequests } from "../lib/early-requests.ts";
import { preloadLazyModules } from "../lib/lazy.tsx";
import { setPageUrl } from "./auth-fixtures.ts";
import { resetFakePdf } from "./fake-pdfjs.ts";
import { HEALTHY_ROUTES, mockFetch } from "./mock-fetch.ts";
import { ASYNC_UTIL_TIMEOUT_MS } from "./wait-for.ts";

/**
 * A failed getBy* prints the whole document into its error. findBy* and waitFor retry on every DOM
 * change and every 50 ms, and printed it on every failed try (a tenth of the suite's CPU time), to
 * throw only the last one: while they retry (Testing Library's "expensive diagnostics disabled"), the
 * error is the message alone, and the error thrown at the timeout still prints the document.
 */
const printingElementError = getConfig().getElementError;
function elementError(message: string | null, container: Element): Error {
  if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics) {
    return printingElementError(message, container);
  }
  const error = new Error(message ?? "");
  error.name = "TestingLibraryElementError";
  return error;
}
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS, getElementError: elementError });

/**
 * The tests load no CSS (jsdom lays nothing out; Vitest does not load the app's stylesheets), but
 * sonner inserts its toast styles into <head> when imported. jsdom matched their 97 rules against
 * every element for each getComputedStyle, which *ByRole queries call for every element and its
 * ancestors: a third of the suite's CPU time. None of them hides an element (no display: none or
 * visibility: hidden), so no query or assertion changes without them.
 */
function removeInjectedStyles() {
  for (const style of document.head.querySelectorAll("style")) style.remove();
}

/** jsdom's default address in Vitest: a developer's machine (localhost). */
const DEFAULT_PAGE_URL = "http://localhost:3000/";

/** Floating menus (Radix) measure their trigger with ResizeObserver, which jsdom lacks. */
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// pdf.js needs a real canvas and DOMMatrix: every test gets the small fake (see fake-pdfjs.ts).
vi.mock("pdfjs-dist", () => import("./fake-pdfjs.ts"));

/** Reports every observed element as in view (jsdom has no layout), as a browser would for a short page. */
class IntersectionObserverStub {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback(
        [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/**
 * A file that says `@vitest-environment node` (build-time code: src/prerender/title-font.test.ts)
 * has no window: none of the page set-up below applies to it.
 */
const hasWindow = typeof window !== "undefined";

beforeEach(() => {
  if (!hasWindow) return;
  removeInjectedStyles();
  resetFakePdf();
  vi.stubGlobal("IntersectionObserver", IntersectionObserverStub);
  // Every test starts with healthy servers; tests that need failures install their own mock.
  mockFetch(HEALTHY_ROUTES);
  // jsdom implements neither; ScrollRestoration and media queries call them.
  vi.stubGlobal("scrollTo", vi.fn());
  vi.stubGlobal("ResizeObserver", ResizeObserverStub);
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
});

afterEach(() => {
  if (!hasWindow) return;
  cleanup();
  clearEarlyRequests();
  window.localStorage.clear();
  window.sessionStorage.clear();
  setPageUrl(DEFAULT_PAGE_URL);
  document.documentElement.className = "";
});

// Pages and components the app loads lazily are loaded before the tests, so they render at once
// as they did when bundled eagerly (the lazy loading itself is covered by lazy.test.tsx and e2e).
beforeAll(async () => {
  if (hasWindow) await preloadLazyModules();
});
