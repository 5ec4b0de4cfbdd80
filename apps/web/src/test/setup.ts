import "@testing-library/jest-dom/vitest";

import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";

import { clearEarlyRequests } from "../lib/early-requests.ts";
import { preloadLazyModules } from "../lib/lazy.tsx";
import { setPageUrl } from "./auth-fixtures.ts";
import { resetFakePdf } from "./fake-pdfjs.ts";
import { HEALTHY_ROUTES, mockFetch } from "./mock-fetch.ts";

/**
 * findBy* and waitFor give up after 1 s by default, which a loaded 2-core machine passes on a
 * plain render: wait up to 10 s for anything asynchronous. A passing test is no slower.
 */
export const ASYNC_UTIL_TIMEOUT_MS = 10_000;
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

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

beforeEach(() => {
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
  await preloadLazyModules();
});
