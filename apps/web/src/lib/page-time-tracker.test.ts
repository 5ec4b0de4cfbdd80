import { afterEach, describe, expect, it, vi } from "vitest";

import { PAGE_REPORT_INTERVAL_MS, PageTimeTracker, type PageBatch } from "./page-time-tracker.ts";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** An observer the test drives: it reports what the test says is on screen. */
function controlledObserver() {
  const state: { callback: Callback | null } = { callback: null };
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: Callback) {
        state.callback = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return (target: Element, ratio: number) =>
    state.callback?.([
      {
        target,
        isIntersecting: ratio > 0,
        intersectionRatio: ratio,
        intersectionRect: { height: ratio * 100 } as DOMRectReadOnly,
        rootBounds: { height: 1000 } as DOMRectReadOnly,
      },
    ]);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("PageTimeTracker", () => {
  it("times pages while at least half shows and sends them in numbered batches", () => {
    vi.useFakeTimers();
    const report = controlledObserver();
    let now = 0;
    const batches: PageBatch[] = [];
    const tracker = new PageTimeTracker(
      (batch) => batches.push(batch),
      () => now,
    );
    const [one, two] = [document.createElement("div"), document.createElement("div")];
    tracker.observe(1, one);
    tracker.observe(2, two);

    report(one, 1);
    now = 4_000;
    report(one, 0.2); // scrolled mostly away: page 1 stops at 4 s
    report(two, 0.6);
    now = 5_000;
    vi.advanceTimersByTime(PAGE_REPORT_INTERVAL_MS);
    expect(batches).toEqual([
      {
        seq: 1,
        pages: [
          { page: 1, seconds: 4 },
          { page: 2, seconds: 1 },
        ],
      },
    ]);
    now = 7_500;
    tracker.dispose();
    expect(batches[1]).toEqual({ seq: 2, pages: [{ page: 2, seconds: 2.5 }] });
  });
});
