import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { cloutPerView, coverSrcOf, isPopular } from "../../../lib/script-display.ts";
import { makeDiscoverScript } from "../test/discover-fixtures.ts";
import { ScriptCard } from "./script-card.tsx";

function renderCard(...args: Parameters<typeof makeDiscoverScript>) {
  const script = makeDiscoverScript(...args);
  return (showDiscoverStats = false) => {
    const router = createMemoryRouter([
      { path: "/", element: <ScriptCard script={script} showDiscoverStats={showDiscoverStats} /> },
    ]);
    render(<RouterProvider router={router} />);
    return within(screen.getByRole("article"));
  };
}

const coverImage = () => screen.getByRole("article").querySelector("img");

describe("cover source order", () => {
  it("uses the stored cover when there is one, then imageUrl, then nothing", () => {
    const base = { coverUrl: "/api/scripts/s-9/cover?size=card&v=2", imageUrl: "/legacy.png" };
    // The server sends coverUrl only for a stored cover; storage keys never reach the browser.
    expect(coverSrcOf(base)).toBe("/api/scripts/s-9/cover?size=card&v=2");
    expect(coverSrcOf({ ...base, coverUrl: null })).toBe("/legacy.png");
    expect(coverSrcOf({ ...base, coverUrl: null, imageUrl: "" })).toBeNull();
    expect(coverSrcOf({ ...base, coverUrl: null, imageUrl: null })).toBeNull();
  });

  it("renders the chosen image, or the 'No cover image' placeholder", () => {
    renderCard({ coverUrl: "/cover.webp", imageUrl: "/legacy.png" })();
    expect(coverImage()).toHaveAttribute("src", "/cover.webp");
    cleanup();
    renderCard({ coverUrl: null, imageUrl: "/legacy.png" })();
    expect(coverImage()).toHaveAttribute("src", "/legacy.png");
    cleanup();
    const card = renderCard({ imageUrl: null })();
    expect(coverImage()).toBeNull();
    expect(card.getByText("No cover image")).toBeInTheDocument();
  });
});

describe("Popular and clout per view", () => {
  it("marks Popular only above 100 views", () => {
    expect(isPopular({ views: 100 })).toBe(false);
    expect(isPopular({ views: 101 })).toBe(true);
  });

  it("divides clout by views (at least 1) to 2 decimals", () => {
    expect(cloutPerView({ receivedClout: 50, views: 0 })).toBe("50.00");
    expect(cloutPerView({ receivedClout: 10, views: 3 })).toBe("3.33");
    expect(cloutPerView({ receivedClout: 0, views: 40 })).toBe("0.00");
  });

  it("shows both on Discover cards only", () => {
    const card = renderCard({ views: 250, receivedClout: 100 });
    const discover = card(true);
    expect(discover.getByText("Popular")).toBeInTheDocument();
    expect(discover.getByText("0.40")).toBeInTheDocument();
    cleanup();
    const list = card(false);
    expect(list.queryByText("Popular")).not.toBeInTheDocument();
    expect(list.queryByText("0.40")).not.toBeInTheDocument();
  });
});

describe("script card", () => {
  it("links the title to the script and the author to the profile, without nesting links", () => {
    const card = renderCard({
      id: "s-7",
      author: { id: "author-3", name: "Nora Ephron", avatarUrl: null, isDummy: false },
      views: 1234,
      reviewCount: 5,
      pageCount: 98,
      receivedClout: 42,
    })();
    const title = card.getByRole("link", { name: "Night Shift" });
    expect(title).toHaveAttribute("href", "/scripts/s-7");
    const author = card.getByRole("link", { name: "Nora Ephron" });
    expect(author).toHaveAttribute("href", "/profile/author-3");
    expect(title.contains(author) || author.contains(title)).toBe(false);
    expect(card.getByRole("heading", { name: "Night Shift" })).toBeInTheDocument();
    expect(card.getByText("Drama · Thriller")).toBeInTheDocument();
    expect(card.getByText("1,234")).toBeInTheDocument();
    expect(card.getByText("98")).toBeInTheDocument();
    expect(card.getByText("42")).toBeInTheDocument();
    expect(card.getByText("Jan 5, 2025")).toBeInTheDocument();
    expect(card.queryByText("Private")).not.toBeInTheDocument();
  });

  it("shows 'Anonymous', the lock for a private script and no clout badge at 0", () => {
    const card = renderCard({
      isPublic: false,
      receivedClout: 0,
      author: { id: "author-1", name: " ", avatarUrl: null, isDummy: false },
    })();
    expect(card.getByRole("link", { name: "Anonymous" })).toBeInTheDocument();
    expect(card.getByText("Private")).toBeInTheDocument();
    expect(card.queryByText("clout received")).not.toBeInTheDocument();
  });
});
