import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { makeUser, mockAuthApi } from "../../../../test/auth-fixtures.ts";
import { jsonResponse, type RouteHandler } from "../../../../test/mock-fetch.ts";
import { renderApp } from "../../../../test/render-app.tsx";
import {
  fileUrl,
  makeStats,
  screenplayDone,
  screenplayPending,
} from "../../../../test/screenplay-fixtures.ts";
import { makeScriptDetail } from "../../../../test/script-fixtures.ts";

function renderStatistics(screenplay: RouteHandler = () => jsonResponse(screenplayDone())) {
  mockAuthApi({
    user: makeUser({ id: "reader-9" }),
    routes: {
      "/api/scripts/script-1": () => jsonResponse({ success: true, script: makeScriptDetail() }),
      "/api/scripts/script-1/url": () => jsonResponse(fileUrl("pdf")),
      "/api/scripts/script-1/screenplay": screenplay,
    },
  });
  return renderApp("/scripts/script-1?tab=statistics");
}

const columnOf = (table: HTMLElement, index: number) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.children[index]?.textContent);

// Each test renders the whole script page; allow for a busy machine.
describe("statistics panel", () => {
  it("shows the headline numbers", async () => {
    renderStatistics();
    const pages = await screen.findByText("Pages", { selector: "dt" });
    expect(pages.nextElementSibling).toHaveTextContent("2");
    expect(screen.getByText("Speaking characters").nextElementSibling).toHaveTextContent("3");
    expect(screen.getByText("Dialogue", { selector: "dt" }).nextElementSibling).toHaveTextContent("73%");
    expect(screen.getByText("Very easy (Flesch)")).toBeInTheDocument();
  });

  it("opens the reader's screenplay view at the scene clicked in the scene chart", async () => {
    const { user, router } = renderStatistics();
    const bar = await screen.findByRole("button", {
      name: /^Scene 2: EXT\. ROOFTOP - DAY, page 2, 3\/8 page/,
    });
    expect(bar).toHaveAccessibleName(expect.stringContaining("Exterior, Day"));
    await user.click(bar);

    expect(router.state.location.search).toBe("?tab=read&view=screenplay&scene=1");
    expect(screen.getByRole("tab", { name: "Read Script" })).toHaveAttribute("aria-selected", "true");
    await screen.findByRole("region", { name: "Night Shift (screenplay view)" });
    const anchor = document.getElementById("scene-1");
    expect(anchor).toHaveTextContent("EXT. ROOFTOP - DAY");
    expect(anchor).toHaveClass("sp-target");
    expect(anchor).toHaveFocus();
  });

  it("moves between scene bars with the arrow keys and opens one with Enter", async () => {
    const { user, router } = renderStatistics();
    const first = await screen.findByRole("button", { name: /^Scene 1:/ });
    first.focus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("INT. HOSPITAL WARD - NIGHT");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("button", { name: /^Scene 3:/ })).toHaveFocus();
    expect(screen.getByRole("tooltip")).toHaveTextContent("INT. CAR - CONTINUOUS");
    await user.keyboard("{Enter}");
    expect(router.state.location.search).toBe("?tab=read&view=screenplay&scene=2");
  });

  it("sorts the characters table by any column", async () => {
    const { user } = renderStatistics();
    const table = await screen.findByRole("table", { name: "Characters, sortable by column" });
    expect(columnOf(table, 1)).toEqual(["NORA", "ELI", "SAM"]);
    expect(within(table).getByRole("columnheader", { name: /Rank/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );

    await user.click(within(table).getByRole("button", { name: /Words/ }));
    expect(columnOf(table, 1)).toEqual(["ELI", "NORA", "SAM"]);
    expect(within(table).getByRole("columnheader", { name: /Words/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );

    await user.click(within(table).getByRole("button", { name: /Words/ }));
    expect(columnOf(table, 1)).toEqual(["SAM", "NORA", "ELI"]);
    expect(within(table).getByRole("columnheader", { name: /Words/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );

    await user.click(within(table).getByRole("button", { name: /Name/ }));
    expect(columnOf(table, 1)).toEqual(["ELI", "NORA", "SAM"]);
    expect(columnOf(table, 6)).toEqual(["0:03", "0:09", "0:02"]);
  });

  it("lists the top locations and the INT/EXT and day/night splits", async () => {
    const { user } = renderStatistics();
    const locations = await screen.findByRole("list", { name: "Top locations by page time" });
    expect(
      within(locations)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["1HOSPITAL WARD7/8 page1 scene", "2ROOFTOP3/8 page1 scene", "3CAR2/8 page1 scene"]);
    await user.click(screen.getByRole("radio", { name: "Scenes" }));
    expect(screen.getByRole("list", { name: "Top locations by scenes" })).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: "Interior and exterior page time: Interior 75%, Exterior 25%" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: "Day and night page time: Day 25%, Night 58%, Other 17%" }),
    ).toBeInTheDocument();
  });

  it("shows empty states when the script has no scenes, speakers or lines", async () => {
    const stats = makeStats();
    const empty = {
      ...stats,
      scenes: { count: 0, totalEighths: 0, averageEighths: 0, longest: null, shortest: null, list: [] },
      dialogue: { actionLines: 0, dialogueLines: 0, dialogueShare: 0, perPage: [] },
      characters: [],
      locations: [],
      intExt: [],
      dayNight: [],
      tempo: { ...stats.tempo, perPage: [] },
    };
    renderStatistics(() => jsonResponse({ ...screenplayDone(), stats: empty }));
    expect(await screen.findByText("No scene headings were found in this script.")).toBeInTheDocument();
    expect(screen.getByText("No speaking characters were found.")).toBeInTheDocument();
    expect(screen.getByText("No locations were found.")).toBeInTheDocument();
    expect(screen.getByText("Dialogue", { selector: "dt" }).nextElementSibling).toHaveTextContent("—");
    expect(screen.queryByRole("button", { name: /^Scene \d+:/ })).not.toBeInTheDocument();
  });

  it("explains a parse that produced no statistics", async () => {
    renderStatistics(() =>
      jsonResponse({ success: true, version: 1, status: "failed", error: "The file has no text" }),
    );
    expect(
      await screen.findByText("We could not compute statistics from this file: The file has no text"),
    ).toBeInTheDocument();
  });

  it("says it is preparing while the script is parsed", async () => {
    renderStatistics(() => jsonResponse(screenplayPending()));
    expect(await screen.findByText("Preparing statistics…")).toBeInTheDocument();
  });
});
