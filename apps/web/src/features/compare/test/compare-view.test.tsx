import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { Comparison, VersionTimelineResponse } from "@twl/contract";

import { makeUser, mockAuthApi } from "../../../test/auth-fixtures.ts";
import { jsonResponse } from "../../../test/mock-fetch.ts";
import { renderApp } from "../../../test/render-app.tsx";

const TIMELINE: VersionTimelineResponse = {
  success: true,
  readersMayCompare: false,
  canEdit: true,
  mayCompare: true,
  versions: [
    {
      version: 1,
      fileType: "pdf",
      createdAt: "2026-01-01T00:00:00.000Z",
      pageCount: 110,
      isActive: false,
      coverage: { status: "completed", overallScore: 62, grade: "D-" },
      change: null,
    },
    {
      version: 2,
      fileType: "fdx",
      createdAt: "2026-02-01T00:00:00.000Z",
      pageCount: 104,
      isActive: true,
      coverage: { status: "completed", overallScore: 71, grade: "C-" },
      change: { pages: -6, score: 9 },
    },
  ],
};

const ref = (index: number, heading: string, page: number) => ({
  index,
  heading,
  startPage: page,
  endPage: page,
});

const COMPARISON: Comparison = {
  status: "ready",
  error: null,
  from: { version: 1, fileType: "pdf", createdAt: "2026-01-01T00:00:00.000Z", pageCount: 110 },
  to: { version: 2, fileType: "fdx", createdAt: "2026-02-01T00:00:00.000Z", pageCount: 104 },
  algorithm: 1,
  computedAt: "2026-02-01T00:00:00.000Z",
  durationMs: 40,
  summary: { unchanged: 1, rewritten: 1, added: 1, cut: 1, split: 0, merged: 0, moved: 1, renamed: 0 },
  scenes: [
    {
      kind: "unchanged",
      moved: false,
      renamed: false,
      similarity: 1,
      before: [ref(0, "EXT. HARBOR - NIGHT", 1)],
      after: [ref(0, "EXT. HARBOR - NIGHT", 1)],
    },
    {
      kind: "rewritten",
      moved: true,
      renamed: false,
      similarity: 0.8,
      before: [ref(2, "INT. DINER - DAY", 3)],
      after: [ref(1, "INT. DINER - DAY", 2)],
    },
    {
      kind: "cut",
      moved: false,
      renamed: false,
      similarity: 0,
      before: [ref(1, "INT. OFFICE - DAY", 2)],
      after: [],
    },
    {
      kind: "added",
      moved: false,
      renamed: false,
      similarity: 0,
      before: [],
      after: [ref(2, "EXT. ROOF - DAWN", 3)],
    },
  ],
  page: 1,
  pageCount: 1,
  diffs: [
    {
      row: 1,
      blocks: [
        { kind: "scene_heading", op: "same", text: "INT. DINER - DAY" },
        {
          kind: "dialogue",
          op: "changed",
          text: "You came back for the house.",
          parts: [
            { op: "same", text: "You came back for the " },
            { op: "removed", text: "boat" },
            { op: "added", text: "house" },
            { op: "same", text: "." },
          ],
        },
      ],
    },
    { row: 2, blocks: [{ kind: "scene_heading", op: "removed", text: "INT. OFFICE - DAY" }] },
    { row: 3, blocks: [{ kind: "scene_heading", op: "added", text: "EXT. ROOF - DAWN" }] },
  ],
  numbers: {
    headline: [
      { measure: "pages", label: "Pages", before: 110, after: 104, change: -6 },
      { measure: "scenes", label: "Scenes", before: 3, after: 3, change: 0 },
    ],
    characters: [{ name: "MARA", speeches: [4, 5], lines: [10, 12], words: [80, 95] }],
    intExt: [{ measure: "intExt.INT", label: "INT", before: 2, after: 1, change: -1, unit: "scenes" }],
    dayNight: [],
    tempo: {
      before: [
        { page: 1, value: 0.4 },
        { page: 2, value: 0.5 },
      ],
      after: [
        { page: 1, value: 0.6 },
        { page: 2, value: 0.7 },
      ],
    },
    presence: [{ name: "MARA", before: [{ page: 1, value: 20 }], after: [{ page: 1, value: 30 }] }],
  },
  coverage: {
    status: "ready",
    before: { coverageId: "c1", overallScore: 62, grade: "D-", provider: "Local analysis" },
    after: { coverageId: "c2", overallScore: 71, grade: "C-", provider: "Local analysis" },
    afterPending: null,
    categories: [
      {
        category: "structure",
        before: 5,
        after: 7,
        change: 2,
        movedBy: [{ label: "Midpoint", before: "3/10", after: "8/10" }],
      },
    ],
    notes: [
      {
        category: "structure",
        label: "Midpoint",
        text: "**Midpoint** (3/10) — late",
        status: "addressed",
        reason: "Now 8/10, up from 3/10.",
        scoreBefore: 3,
        scoreAfter: 8,
        pages: [58],
      },
      {
        category: "dialogue",
        label: "Monologues",
        text: "Monologues run long",
        status: "open",
        reason: "The newer report still raises it.",
        scoreBefore: null,
        scoreAfter: null,
        pages: [88],
      },
    ],
  },
  canRecover: false,
  recoverAsAdmin: false,
};

function renderCompare() {
  mockAuthApi({
    user: makeUser(),
    routes: {
      "/api/protected/scripts/script-1/timeline": () => jsonResponse(TIMELINE),
      "/api/protected/scripts/script-1/compare": (_init, url) => {
        expect(url).toContain("from=1&to=2");
        return jsonResponse({ success: true, comparison: COMPARISON });
      },
    },
  });
  return renderApp("/scripts/script-1/compare?from=1&to=2");
}

describe("compare view", () => {
  it("shows the timeline, the changed scenes with word changes, the numbers and the note statuses", async () => {
    const { user } = renderCompare();
    const history = await screen.findByRole("list", { name: "Version history" });
    expect(within(history).getByText(/-6 pages/)).toBeInTheDocument();
    expect(within(history).getByText(/\+9 points/)).toBeInTheDocument();

    const scenes = await screen.findByRole("list", { name: "Scenes" });
    expect(within(scenes).getByText("Rewritten")).toBeInTheDocument();
    expect(within(scenes).getByText("Moved")).toBeInTheDocument();
    expect(within(scenes).getByText("Cut")).toBeInTheDocument();
    expect(within(scenes).getByText("Added")).toBeInTheDocument();
    expect(within(scenes).getByText("boat").tagName).toBe("DEL");
    expect(within(scenes).getByText("house").tagName).toBe("INS");

    await user.click(screen.getByRole("radio", { name: "Numbers" }));
    const pages = screen.getByRole("rowheader", { name: "Pages" }).closest("tr")!;
    expect(within(pages).getByText("-6")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /Tempo per page/ })).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Coverage" }));
    const notes = screen.getByRole("list", { name: "Notes" });
    expect(within(notes).getByText("Addressed")).toBeInTheDocument();
    expect(within(notes).getByText("Still open")).toBeInTheDocument();
    expect(within(notes).getByText(/See p\. 58 of version 2/)).toBeInTheDocument();
    expect(screen.getByText(/Midpoint: 3\/10 → 8\/10/)).toBeInTheDocument();
  });
});
