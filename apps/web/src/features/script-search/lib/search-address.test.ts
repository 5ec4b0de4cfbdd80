import { describe, expect, it } from "vitest";

import { pageFrom, scriptPageHref } from "../../../lib/reader-target.ts";
import { isTextSearchMode, readTextSearch, textSearchParams } from "./search-address.ts";

describe("the text search address", () => {
  it("round-trips the query and page, leaving defaults out", () => {
    expect(textSearchParams({ q: "meet me at the pier", page: 1 }).toString()).toBe(
      "mode=text&q=meet+me+at+the+pier",
    );
    const params = textSearchParams({ q: "pier", page: 3 });
    expect(isTextSearchMode(params)).toBe(true);
    expect(readTextSearch(params)).toEqual({ q: "pier", page: 3 });
    expect(textSearchParams({ q: "", page: 4 }).toString()).toBe("mode=text");
  });

  it("reads a bad page as the first", () => {
    for (const page of ["0", "-2", "1.5", "x", "9999"])
      expect(readTextSearch(new URLSearchParams({ q: "a b", page })).page).toBe(1);
    expect(isTextSearchMode(new URLSearchParams("mode=list"))).toBe(false);
  });
});

describe("a link to a page in the reader", () => {
  it("opens the screenplay view at the page", () => {
    const href = scriptPageHref("abc", 12);
    expect(href).toBe("/scripts/abc?tab=read&view=screenplay&page=12");
    expect(pageFrom(new URL(href, "http://x").searchParams)).toBe(12);
    expect(pageFrom(new URLSearchParams("page=0"))).toBeNull();
    expect(pageFrom(new URLSearchParams("page=two"))).toBeNull();
  });
});
