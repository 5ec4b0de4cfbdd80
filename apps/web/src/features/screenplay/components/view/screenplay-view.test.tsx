import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { makeScreenplay } from "../../../../test/screenplay-fixtures.ts";
import { ScreenplayView } from "./screenplay-view.tsx";

function renderView(targetScene: number | null = null, targetPage: number | null = null) {
  const onSceneChange = vi.fn();
  const view = render(
    <ScreenplayView
      model={makeScreenplay()}
      title="Night Shift"
      targetScene={targetScene}
      targetPage={targetPage}
      onSceneChange={onSceneChange}
    />,
  );
  const page = (number: number) => screen.getByRole("article", { name: `Page ${number} of 2` });
  return { ...view, page, onSceneChange };
}

describe("screenplay view", () => {
  it("opens at a page a link asks for (?page=): outlined and focused", () => {
    const { page } = renderView(null, 2);
    expect(page(2)).toHaveClass("sp-target-page");
    expect(page(2)).toHaveFocus();
    expect(page(1)).not.toHaveClass("sp-target-page");
  });

  it("draws each kind of line with its class, joining a paragraph's printed lines", () => {
    const { page } = renderView();
    const first = page(1);
    const blocks = [...first.querySelectorAll(":scope > .sp-block, :scope > .sp-dual")];
    expect(blocks.map((block) => block.className.split(" ").slice(0, 2).join(" "))).toEqual([
      "sp-block sp-scene-heading",
      "sp-block sp-action",
      "sp-block sp-character",
      "sp-block sp-parenthetical",
      "sp-block sp-dialogue",
      "sp-dual",
      "sp-block sp-character",
      "sp-block sp-dialogue",
      "sp-block sp-more",
      "sp-block sp-transition",
    ]);
    expect(blocks[1]).toHaveTextContent("Monitors beep. NORA (40s) walks the ward, counting breaths.");
    expect(blocks[1]?.textContent).toBe("Monitors beep. NORA (40s) walks the ward,\ncounting breaths.");
    expect(blocks[4]?.textContent).toBe("Everyone is dreaming the same\ndream.");
    expect(blocks[9]).toHaveTextContent("CUT TO:");
    // Blank printed rows become gaps: one row above the action and the cue, none under a cue.
    expect((blocks[1] as HTMLElement).style.getPropertyValue("--sp-gap")).toBe("1");
    expect((blocks[3] as HTMLElement).style.getPropertyValue("--sp-gap")).toBe("");
    expect((blocks[9] as HTMLElement).style.getPropertyValue("--sp-gap")).toBe("1");
  });

  it("sets dual dialogue side by side, each column with its own cue and speech", () => {
    const { page } = renderView();
    const dual = page(1).querySelector(".sp-dual") as HTMLElement;
    const left = dual.querySelector(".sp-dual-left") as HTMLElement;
    const right = dual.querySelector(".sp-dual-right") as HTMLElement;
    expect([...left.children].map((child) => [child.className.split(" ")[1], child.textContent])).toEqual([
      ["sp-character", "SAM"],
      ["sp-dialogue", "Left side."],
    ]);
    expect([...right.children].map((child) => [child.className.split(" ")[1], child.textContent])).toEqual([
      ["sp-character", "ELI"],
      ["sp-dialogue", "Right side."],
    ]);
  });

  it("anchors every scene at its heading, with scene numbers in both margins", () => {
    const { page } = renderView();
    const heading = document.getElementById("scene-0") as HTMLElement;
    expect(heading).toHaveClass("sp-scene-heading");
    expect(within(heading).getAllByText("1")).toHaveLength(2);
    expect(within(page(2)).getByText("EXT. ROOFTOP - DAY").closest("[id]")).toHaveAttribute("id", "scene-1");
    expect(document.getElementById("scene-2")).toHaveTextContent("INT. CAR - CONTINUOUS");
  });

  it("prints the page number top right, the (CONT'D) cue and centred text", () => {
    const { page } = renderView();
    expect(page(1).querySelector(".sp-page-number")).toBeNull();
    expect(page(2).querySelector(".sp-page-number")).toHaveTextContent("2.");
    const continued = within(page(2)).getByText("NORA (CONT'D)");
    expect(continued).toHaveClass("sp-character", "sp-continued");
    expect(within(page(2)).getByText("THE END")).toHaveClass("sp-centered");
    expect(screen.getByRole("article", { name: "Title page" })).toHaveTextContent("NIGHT SHIFT");
  });

  it("scrolls to and highlights the target scene, and moves focus there", () => {
    renderView(1);
    const anchor = document.getElementById("scene-1");
    expect(anchor).toHaveClass("sp-target");
    expect(anchor).toHaveFocus();
    expect(document.getElementById("scene-0")).not.toHaveClass("sp-target");
  });

  it("tells the reading log which element shows each page, once per page across re-renders", () => {
    const tracker = { observe: vi.fn() };
    const props = { model: makeScreenplay(), title: "Night Shift", onSceneChange: vi.fn(), tracker };
    const view = render(<ScreenplayView {...props} targetScene={null} />);
    view.rerender(<ScreenplayView {...props} targetScene={1} />);
    const watched = tracker.observe.mock.calls.filter(([, element]) => element !== null);
    expect(watched.map(([page]) => page)).toEqual([1, 2]);
    expect(watched[0]![1]).toBe(screen.getByRole("article", { name: "Page 1 of 2" }));
    expect(tracker.observe.mock.calls.some(([, element]) => element === null)).toBe(false);
  });
});
