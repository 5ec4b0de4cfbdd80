import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { Review, SessionUser } from "@twl/contract";

import { bodyOf, makeUser, mockAuthApi } from "../../../test/auth-fixtures.ts";
import { jsonResponse, type RouteHandler } from "../../../test/mock-fetch.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { makeOwnScript, makeScriptDetail } from "../../../test/script-fixtures.ts";
import { makeReviewItem, reviewList } from "../test/review-fixtures.ts";

interface Setup {
  user?: SessionUser;
  script?: ReturnType<typeof makeScriptDetail>;
  reviews?: Review[];
  routes?: Record<string, RouteHandler>;
  path?: string;
}

function renderReviews({
  user = makeUser(),
  script = makeScriptDetail(),
  reviews = [],
  routes = {},
  path = "/scripts/script-1?tab=reviews",
}: Setup = {}) {
  const fetchMock = mockAuthApi({
    user,
    routes: {
      "/api/scripts/script-1": () => jsonResponse({ success: true, script }),
      "/api/scripts/script-1/reviews": () => jsonResponse(reviewList(reviews, reviews.length ? 4.5 : null)),
      "/api/protected/scripts/script-1/comments": () => jsonResponse({ success: true, comments: [] }),
      ...routes,
    },
  });
  return { ...renderApp(path), fetchMock };
}

const panel = () => within(screen.getByRole("region", { name: "Reviews" }));

describe("reviews tab", () => {
  it("lists reviews with stars, reviewer, date and text under the average rating", async () => {
    renderReviews({
      reviews: [
        makeReviewItem({
          id: "r1",
          rating: 5,
          comment: "A knockout first act.",
          createdAt: "2025-04-02T10:00:00.000Z",
        }),
        makeReviewItem({
          id: "r2",
          rating: 4,
          user: { id: "u3", name: "Alan Turing", clout: 0, receivedClout: 0 },
        }),
      ],
    });
    expect(await screen.findByRole("img", { name: "Average rating 4.5 out of 5" })).toBeInTheDocument();
    expect(panel().getByText("2 reviews")).toBeInTheDocument();
    const [first, second] = within(panel().getByRole("list", { name: "Reviews" })).getAllByRole("listitem");
    expect(within(first as HTMLElement).getByRole("img", { name: "5 out of 5 stars" })).toBeInTheDocument();
    expect(first).toHaveTextContent("Grace Hopper");
    expect(first).toHaveTextContent("Apr 2, 2025");
    expect(first).toHaveTextContent("A knockout first act.");
    expect(second).toHaveTextContent("Alan Turing");
  });

  it("validates the form with the contract's messages and posts a trimmed review", async () => {
    const saved: Review[] = [];
    const { user, fetchMock } = renderReviews({
      routes: {
        "/api/scripts/script-1/reviews": () => jsonResponse(reviewList(saved, saved.length ? 4 : null)),
        "/api/protected/scripts/script-1/reviews": () => {
          saved.push(
            makeReviewItem({ id: "mine", isOwn: true, rating: 4, comment: "Great pacing overall." }),
          );
          return jsonResponse({ success: true, review: saved[0], cloutAwarded: 100, created: true });
        },
      },
    });
    const form = within(await screen.findByRole("form", { name: "Post review" }));
    await user.click(form.getByRole("button", { name: "Post review" }));
    expect(form.getByText("Choose a rating from 1 to 5")).toBeInTheDocument();
    expect(form.getByText("Write at least 10 characters")).toBeInTheDocument();

    // The stars are a radio group: click one, then arrow keys move the rating.
    await user.click(form.getByRole("radio", { name: "3 stars" }));
    await user.keyboard("{ArrowRight}");
    expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
    expect(form.queryByText("Choose a rating from 1 to 5")).not.toBeInTheDocument();

    const text = form.getByRole("textbox", { name: "Your review" });
    await user.type(text, "  Too short");
    expect(form.getByText("9/5000 characters")).toBeInTheDocument();
    expect(form.getByText("Write at least 10 characters")).toBeInTheDocument();
    await user.clear(text);
    await user.type(text, "  Great pacing overall.  ");
    await user.click(form.getByRole("button", { name: "Post review" }));

    expect(await screen.findByText("Review posted")).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(
      ([input, init]) =>
        String(input).endsWith("/api/protected/scripts/script-1/reviews") && init?.method === "POST",
    );
    expect(bodyOf(post?.[1])).toEqual({ rating: 4, comment: "Great pacing overall." });
    expect(await screen.findByText("You earned 100 solid clout for your review")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("form", { name: "Post review" })).not.toBeInTheDocument());
    expect(panel().getByText("You")).toBeInTheDocument();
  });

  it("shows the owner no form", async () => {
    renderReviews({ script: makeOwnScript(), reviews: [makeReviewItem()] });
    expect(await screen.findByRole("img", { name: "4 out of 5 stars" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Post review" })).not.toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Sign in to review/ })).not.toBeInTheDocument();
  });
});

describe("reviews tab: visitors, own reviews and the overview", () => {
  it("asks visitors to sign in to review", async () => {
    mockAuthApi({
      routes: {
        "/api/scripts/script-1": () => jsonResponse({ success: true, script: makeScriptDetail() }),
        "/api/scripts/script-1/reviews": () => jsonResponse(reviewList([])),
      },
    });
    renderApp("/scripts/script-1?tab=reviews");
    expect(await screen.findByRole("link", { name: "Sign in to review" })).toHaveAttribute(
      "href",
      `/login?redirect=${encodeURIComponent("/scripts/script-1?tab=reviews")}`,
    );
    expect(screen.queryByRole("form", { name: "Post review" })).not.toBeInTheDocument();
    expect(panel().getByText("No reviews yet")).toBeInTheDocument();
  });

  it("edits and deletes the viewer's own review", async () => {
    const own = makeReviewItem({ id: "mine", isOwn: true, rating: 2, comment: "Not for me, but well made." });
    const { user, fetchMock } = renderReviews({
      reviews: [own],
      routes: {
        "/api/protected/scripts/script-1/reviews": () =>
          jsonResponse({
            success: true,
            review: { ...own, rating: 3, comment: "Grew on me on a second read." },
            cloutAwarded: 0,
            created: false,
          }),
        "/api/protected/reviews/mine": () => jsonResponse({ success: true }),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Edit review" }));
    const form = within(screen.getByRole("form", { name: "Update review" }));
    expect(form.getByRole("radio", { name: "2 stars" })).toBeChecked();
    expect(form.getByRole("textbox", { name: "Your review" })).toHaveValue("Not for me, but well made.");
    await user.click(form.getByRole("radio", { name: "3 stars" }));
    await user.clear(form.getByRole("textbox", { name: "Your review" }));
    await user.type(form.getByRole("textbox", { name: "Your review" }), "Grew on me on a second read.");
    await user.click(form.getByRole("button", { name: "Update review" }));
    expect(await screen.findByText("Review updated")).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => String(url).includes("/reviews") && init?.method === "POST",
    );
    expect(bodyOf(post?.[1])).toEqual({ rating: 3, comment: "Grew on me on a second read." });

    await user.click(await screen.findByRole("button", { name: "Delete review" }));
    const dialog = within(screen.getByRole("alertdialog", { name: "Delete your review?" }));
    await user.click(dialog.getByRole("button", { name: "Delete review" }));
    expect(await screen.findByText("Review deleted")).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input).endsWith("/api/protected/reviews/mine") && init?.method === "DELETE",
      ),
    ).toBe(true);
  });

  it("shows the three newest reviews from the reviews query on the overview", async () => {
    const reviews = [1, 2, 3, 4].map((day) =>
      makeReviewItem({
        id: `r${day}`,
        comment: `Review from day ${day}.`,
        createdAt: `2025-05-0${day}T10:00:00.000Z`,
      }),
    );
    renderReviews({ reviews, path: "/scripts/script-1" });
    expect(await screen.findByText("Review from day 4.")).toBeInTheDocument();
    const recent = within(screen.getByRole("region", { name: "Recent reviews" }));
    expect(recent.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringContaining("day 4"),
      expect.stringContaining("day 3"),
      expect.stringContaining("day 2"),
    ]);
  });
});
