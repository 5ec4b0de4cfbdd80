import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { HEALTHY_ROUTES, mockFetch } from "./mock-fetch.ts";

beforeEach(() => {
  // Every test starts with healthy servers; tests that need failures install their own mock.
  mockFetch(HEALTHY_ROUTES);
  // jsdom implements neither; ScrollRestoration and media queries call them.
  vi.stubGlobal("scrollTo", vi.fn());
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
  window.localStorage.clear();
  document.documentElement.className = "";
});
