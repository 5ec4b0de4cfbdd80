import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { useDebouncedSearch } from "./use-debounced-search.ts";

afterEach(() => {
  vi.useRealTimers();
});

/** The hook under an address that changes only when the test says so (the router's render). */
function renderSearch(initial = "") {
  const commits: string[] = [];
  const view = renderHook(({ committed }) => useDebouncedSearch(committed, (s) => commits.push(s), 300), {
    initialProps: { committed: initial },
  });
  return { ...view, commits };
}

describe("useDebouncedSearch", () => {
  it("commits the trimmed text 300 ms after the last keystroke", () => {
    vi.useFakeTimers();
    const { result, commits } = renderSearch();
    act(() => result.current.change("no"));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.change("noir "));
    act(() => vi.advanceTimersByTime(299));
    expect(commits).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(commits).toEqual(["noir"]);
  });

  it("keeps what was typed after its own commit when that commit comes back late", () => {
    vi.useFakeTimers();
    const { result, rerender, commits } = renderSearch();
    act(() => result.current.change("no"));
    act(() => vi.advanceTimersByTime(300));
    expect(commits).toEqual(["no"]);
    // The next keystroke lands before the new address has rendered (a slow device).
    act(() => result.current.change("noi"));
    rerender({ committed: "no" });
    expect(result.current.text).toBe("noi");
    act(() => result.current.change("noir"));
    act(() => vi.advanceTimersByTime(300));
    rerender({ committed: "noir" });
    expect(result.current.text).toBe("noir");
    expect(commits).toEqual(["no", "noir"]);
  });

  it("follows a change from elsewhere (back/forward, Clear Filters)", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderSearch("noir");
    expect(result.current.text).toBe("noir");
    rerender({ committed: "western" });
    expect(result.current.text).toBe("western");
    // Its own commit came back once; the same value later from elsewhere is followed again.
    act(() => result.current.change("drama"));
    act(() => vi.advanceTimersByTime(300));
    rerender({ committed: "drama" });
    act(() => result.current.change("dram"));
    rerender({ committed: "" });
    expect(result.current.text).toBe("");
    rerender({ committed: "drama" });
    expect(result.current.text).toBe("drama");
  });
});
