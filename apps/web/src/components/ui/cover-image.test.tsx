import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { COVER_WIDTHS, coverSrcSetOf, SCRIPT_PAGE_COVER_SIZES } from "@twl/contract";

import { CoverImage } from "./cover-image.tsx";

const PUBLIC_COVER = "/api/scripts/4f1c2d3e-aaaa-bbbb-cccc-0123456789ab/cover?size=detail&v=3";

describe("coverSrcSetOf", () => {
  it("offers a public cover at every server width, keeping its version and dropping the fixed size", () => {
    const srcSet = coverSrcSetOf(PUBLIC_COVER);
    const candidates = srcSet!.split(", ");
    expect(candidates).toHaveLength(COVER_WIDTHS.length);
    expect(candidates[0]).toBe("/api/scripts/4f1c2d3e-aaaa-bbbb-cccc-0123456789ab/cover?v=3&w=160 160w");
    expect(candidates.at(-1)).toBe("/api/scripts/4f1c2d3e-aaaa-bbbb-cccc-0123456789ab/cover?v=3&w=800 800w");
    expect(srcSet).not.toContain("size=");
  });

  it("leaves signed URLs, other sites and look-alike paths alone", () => {
    expect(coverSrcSetOf("/api/files/scripts/x/covers/v1-card.webp?expires=1&signature=abc")).toBeNull();
    expect(coverSrcSetOf("https://images.example/poster.jpg")).toBeNull();
    expect(coverSrcSetOf("/api/scripts/abc/cover-images")).toBeNull();
    expect(coverSrcSetOf("https://evil.example/api/scripts/abc/cover?v=1")).toBeNull();
  });
});

describe("CoverImage", () => {
  it("gives a public cover a srcset and sizes, lazily by default", () => {
    render(<CoverImage src={PUBLIC_COVER} alt="Cover of Night" sizes="(min-width: 1024px) 23rem, 7rem" />);
    const img = screen.getByRole("img", { name: "Cover of Night" });
    expect(img).toHaveAttribute("src", PUBLIC_COVER);
    expect(img).toHaveAttribute("srcset", coverSrcSetOf(PUBLIC_COVER));
    expect(img).toHaveAttribute("sizes", "(min-width: 1024px) 23rem, 7rem");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("loads the page's main cover at once and first", () => {
    render(<CoverImage src={PUBLIC_COVER} alt="Cover" sizes={SCRIPT_PAGE_COVER_SIZES} isPriority />);
    const img = screen.getByRole("img", { name: "Cover" });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("shows a private script's signed URL as it is, without a srcset", () => {
    const signed = "/api/files/scripts/x/covers/v1-detail.webp?expires=99&signature=abc";
    render(<CoverImage src={signed} alt="Private cover" sizes={SCRIPT_PAGE_COVER_SIZES} />);
    const img = screen.getByRole("img", { name: "Private cover" });
    expect(img).toHaveAttribute("src", signed);
    expect(img).not.toHaveAttribute("srcset");
    expect(img).not.toHaveAttribute("sizes");
  });

  it("keeps the single src when no sizes are given", () => {
    render(<CoverImage src={PUBLIC_COVER} alt="Thumb" />);
    expect(screen.getByRole("img", { name: "Thumb" })).not.toHaveAttribute("srcset");
  });

  it("falls back to the placeholder when the image fails to load", () => {
    render(<CoverImage src={PUBLIC_COVER} alt="Broken" sizes="7rem" />);
    fireEvent.error(screen.getByRole("img", { name: "Broken" }));
    expect(screen.queryByRole("img", { name: "Broken" })).not.toBeInTheDocument();
    expect(screen.getByText("No cover image")).toBeInTheDocument();
  });
});
