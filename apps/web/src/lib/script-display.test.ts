import { describe, expect, it } from "vitest";

import { makeScriptListItem } from "../test/script-fixtures.ts";
import {
  authorNameOf,
  cloutPerView,
  coverSrcOf,
  genreNamesOf,
  isPopular,
  pageCountOf,
  reviewScoreOf,
  titleOf,
} from "./script-display.ts";

describe("script display", () => {
  it("prefers the server's cover URL, then the legacy image", () => {
    expect(coverSrcOf(makeScriptListItem({ coverUrl: "/signed", imageUrl: "/legacy.png" }))).toBe("/signed");
    expect(coverSrcOf(makeScriptListItem({ coverUrl: "/api/scripts/a%20b/cover?size=card&v=1" }))).toBe(
      "/api/scripts/a%20b/cover?size=card&v=1",
    );
    expect(coverSrcOf(makeScriptListItem({ coverUrl: null, imageUrl: "/legacy.png" }))).toBe("/legacy.png");
    expect(coverSrcOf(makeScriptListItem({ imageUrl: "" }))).toBeNull();
  });

  it("names a blank title 'Untitled Script' and a blank author 'Anonymous'", () => {
    expect(titleOf({ title: "  " })).toBe("Untitled Script");
    expect(titleOf({ title: null })).toBe("Untitled Script");
    expect(titleOf({ title: " Night Shift " })).toBe("Night Shift");
    const anonymous = makeScriptListItem();
    expect(authorNameOf({ ...anonymous, author: { ...anonymous.author, name: " " } })).toBe("Anonymous");
    // The name comes from `author`, never from the legacy copies.
    const legacyDiffers = {
      ...anonymous,
      authorName: "Legacy",
      author: { ...anonymous.author, name: "Ada" },
    };
    expect(authorNameOf(legacyDiffers)).toBe("Ada");
  });

  it("falls back to the single legacy genre", () => {
    expect(genreNamesOf(makeScriptListItem())).toEqual(["Drama", "Thriller"]);
    expect(genreNamesOf(makeScriptListItem({ genres: [], genre: "comedy" }))).toEqual(["comedy"]);
    expect(genreNamesOf(makeScriptListItem({ genres: [], genre: null }))).toEqual([]);
  });

  it("marks Popular only above 100 views and counts an unopened script as one view", () => {
    expect(isPopular({ views: 100 })).toBe(false);
    expect(isPopular({ views: 101 })).toBe(true);
    expect(cloutPerView({ receivedClout: 5, views: 0 })).toBe("5.00");
    expect(cloutPerView({ receivedClout: 10, views: 4 })).toBe("2.50");
  });

  it("scores reviews x 20 and shows '?' for an unknown page count", () => {
    expect(reviewScoreOf([])).toBeNull();
    expect(reviewScoreOf([{ rating: 4 }, { rating: 5 }])).toBe(90);
    expect(pageCountOf({ pageCount: 0 })).toBe("?");
    expect(pageCountOf({ pageCount: 112 })).toBe("112");
  });
});
