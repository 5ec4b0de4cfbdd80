import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { TextSearchResponse } from "@twl/contract";

import { apiError, mockAuthApi } from "../../../test/auth-fixtures.ts";
import { jsonResponse } from "../../../test/mock-fetch.ts";
import { renderApp } from "../../../test/render-app.tsx";

const ANSWER: TextSearchResponse = {
  success: true,
  page: 1,
  hasMore: true,
  results: [
    {
      script: {
        id: "s-1",
        title: "Harbor Lights",
        authorId: "u-1",
        authorName: "Ada Vale",
        genres: ["Drama"],
        pageCount: 98,
        isPublic: true,
      },
      matchingPages: 3,
      pages: [
        {
          page: 12,
          lines: [
            {
              kind: "character",
              parts: [{ text: "HARPER", isMatch: false }],
              isMatch: false,
              gapBefore: true,
            },
            {
              kind: "dialogue",
              parts: [
                { text: "The ", isMatch: false },
                { text: "lighthouse", isMatch: true },
                { text: " never sleeps.", isMatch: false },
              ],
              isMatch: true,
              gapBefore: false,
            },
          ],
        },
      ],
    },
  ],
};

function renderSearch(path: string, answer: () => Response) {
  const asked: string[] = [];
  const fetchMock = mockAuthApi({
    routes: {
      "/api/search/text": (_init, url) => {
        asked.push(new URL(url!, "http://localhost").search);
        return answer();
      },
    },
  });
  return { ...renderApp(path), fetchMock, asked };
}

describe("Search inside scripts (/discover?mode=text)", () => {
  it("searches on Enter, keeps the query in the address and shows matches in screenplay layout", async () => {
    const { router, asked } = renderSearch("/discover?mode=text", () => jsonResponse(ANSWER));
    expect(await screen.findByRole("heading", { level: 1, name: "Search inside scripts" })).toBeVisible();
    expect(screen.getByRole("link", { name: /Search inside scripts$/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const field = screen.getByRole("searchbox", { name: "Words to find inside scripts" });
    fireEvent.change(field, { target: { value: "lighthouse sleeps" } });
    fireEvent.submit(field.closest("form")!);
    await waitFor(() => expect(router.state.location.search).toBe("?mode=text&q=lighthouse+sleeps"));

    const link = await screen.findByRole("link", { name: "Open page 12 of Harbor Lights in the reader" });
    expect(link).toHaveAttribute("href", "/scripts/s-1?tab=read&view=screenplay&page=12");
    expect(asked).toEqual(["?q=lighthouse+sleeps&page=1"]);
    expect(within(link.closest("li")!).getByText("3 matching pages", { exact: false })).toBeVisible();
    expect(screen.getByText("lighthouse", { selector: "mark" })).toBeVisible();
    expect(screen.getByText("HARPER").closest("[data-kind]")).toHaveAttribute("data-kind", "character");

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(router.state.location.search).toBe("?mode=text&q=lighthouse+sleeps&page=2"));
  });

  it("says so when nothing matches", async () => {
    renderSearch("/discover?mode=text&q=zzz+qqq", () =>
      jsonResponse({ success: true, page: 1, hasMore: false, results: [] }),
    );
    expect(await screen.findByText("No script has these words on a page.")).toBeVisible();
  });

  it("offers a retry when the search fails", async () => {
    renderSearch("/discover?mode=text&q=harbor", () => apiError("Server error occurred", 500));
    expect(await screen.findByRole("button", { name: "Retry" })).toBeVisible();
    expect(screen.getByText("The search failed. Please try again.")).toBeVisible();
  });
});
