import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { Coverage } from "@twl/contract";

import { apiError, makeUser, mockAuthApi } from "../../../test/auth-fixtures.ts";
import { jsonResponse, type RouteHandler } from "../../../test/mock-fetch.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { makeOwnScript, makeScriptDetail } from "../../../test/script-fixtures.ts";
import { coverageList, makeAnalysis, makeCoverage } from "../test/coverage-fixtures.ts";

const LIST_PATH = "/api/protected/scripts/script-1/coverages";

function renderCoverageTab(
  coverages: Coverage[] | RouteHandler,
  {
    script = makeOwnScript({ coverage: { status: "completed" } }),
    signedIn = true,
    path = "/scripts/script-1?tab=coverage",
    routes = {} as Record<string, RouteHandler>,
    fakeTimers = false,
  } = {},
) {
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  const list: RouteHandler =
    typeof coverages === "function" ? coverages : () => jsonResponse(coverageList(coverages));
  const fetchMock = mockAuthApi({
    user: signedIn ? makeUser() : undefined,
    routes: {
      "/api/scripts/script-1": () => jsonResponse({ success: true, script }),
      "/api/protected/scripts/script-1/cover-images": () => jsonResponse({ success: true, coverImages: [] }),
      "/api/protected/scripts/script-1/versions": () => jsonResponse({ success: true, versions: [] }),
      [LIST_PATH]: list,
      "/api/scripts/script-1/coverages": list,
      ...routes,
    },
  });
  const view = renderApp(path, { userOptions: fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {} });
  return { ...view, fetchMock };
}

const callsTo = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path).length;

afterEach(() => vi.useRealTimers());

const PENDING = makeCoverage({
  id: "c4",
  status: "pending",
  scriptVersion: 4,
  analysis: null,
  completedAt: null,
  pageCount: null,
});
const PROCESSING = makeCoverage({
  id: "c3",
  status: "processing",
  scriptVersion: 3,
  analysis: null,
  completedAt: null,
});
const FAILED = makeCoverage({
  id: "c2",
  status: "failed",
  scriptVersion: 2,
  analysis: null,
  error: "The PDF has no readable text",
  completedAt: null,
});
const LOCAL = makeCoverage({
  id: "c1",
  engine: "local",
  provider: { id: "local", name: "Local analysis", avatar: null },
});

describe("coverage tab", () => {
  it("is offered when the coverage is completed, or when the address asks for it", async () => {
    const { unmount } = renderCoverageTab([LOCAL], { path: "/scripts/script-1" });
    expect(await screen.findByRole("tab", { name: "Coverage" })).toBeInTheDocument();
    unmount();

    const second = renderCoverageTab([PENDING], {
      script: makeOwnScript({ coverage: { status: "pending" } }),
      path: "/scripts/script-1",
    });
    await screen.findByRole("tab", { name: "Profile", selected: true });
    expect(screen.queryByRole("tab", { name: "Coverage" })).not.toBeInTheDocument();
    second.unmount();

    renderCoverageTab([PENDING], { script: makeOwnScript({ coverage: { status: "pending" } }) });
    expect(await screen.findByRole("tab", { name: "Coverage", selected: true })).toBeInTheDocument();
    expect(await screen.findByText("Coverage analysis is pending")).toBeInTheDocument();
  });

  it("lists every report with its state and starts on the first completed one", async () => {
    const { user } = renderCoverageTab([PENDING, PROCESSING, FAILED, LOCAL]);
    expect(await screen.findByRole("tab", { name: "Coverage", selected: true })).toBeInTheDocument();
    const list = within(await screen.findByRole("list", { name: "Coverage reports" }));
    const cards = list.getAllByRole("button");
    expect(cards).toHaveLength(4);

    const [pending, processing, failed, completed] = cards.map((card) => within(card));
    expect(pending?.getByText("Waiting to process")).toBeInTheDocument();
    // Status icons: pending warning clock, processing info spinner, failed danger, completed success check.
    const iconOf = (index: number) => cards[index]?.querySelector("[data-status]");
    expect(iconOf(0)).toHaveClass("text-warning-ink", "lucide-clock");
    expect(iconOf(1)).toHaveClass("text-info-ink", "motion-safe:animate-spin");
    expect(iconOf(2)).toHaveClass("text-danger-ink");
    expect(completed?.getByRole("img", { name: "Completed" })).toHaveClass("text-success-ink");
    expect(pending?.getByText("Version 4")).toBeInTheDocument();
    expect(processing?.getByText("Processing coverage...")).toBeInTheDocument();
    expect(failed?.getByText("Coverage failed")).toBeInTheDocument();
    expect(failed?.getByText("The PDF has no readable text")).toBeInTheDocument();
    const analysis = LOCAL.analysis!;
    expect(completed?.getByText(String(analysis.overallScore))).toBeInTheDocument();
    expect(completed?.getByText(analysis.overallGrade)).toBeInTheDocument();
    expect(completed?.getByText("Mar 4, 2025")).toBeInTheDocument();
    expect(completed?.getByText("112 pages")).toBeInTheDocument();
    expect(completed?.getByText("Local analysis")).toBeInTheDocument();

    expect(cards[3]).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("heading", { name: "Coverage Analysis" })).toBeInTheDocument();
    expect(screen.getByText(/Version 1 ·/)).toBeInTheDocument();
    expect(screen.getByText("Measured analysis, not AI.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Re-analyze" })).toBeInTheDocument();

    await user.click(cards[0]!);
    expect(cards[0]).toHaveAttribute("aria-pressed", "true");
    expect(cards[3]).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("Coverage analysis is pending")).toBeInTheDocument();
    await user.click(cards[1]!);
    expect(screen.getByText("Coverage analysis is being processed...")).toBeInTheDocument();
    await user.click(cards[2]!);
    expect(screen.getByText("Coverage analysis failed")).toBeInTheDocument();
  });

  it("starts on the first report when none is completed", async () => {
    renderCoverageTab([FAILED, PENDING], { script: makeOwnScript({ coverage: { status: "failed" } }) });
    expect(await screen.findByText("Coverage analysis failed")).toBeInTheDocument();
    expect(screen.getAllByText("The PDF has no readable text").length).toBeGreaterThan(0);
  });

  it("colours the overall score and the grade by band", async () => {
    const analysis = makeAnalysis({ structure: 9, characters: 9, dialogue: 9, pacing: 9, marketability: 9 });
    renderCoverageTab([makeCoverage({ analysis })]);
    const heading = await screen.findByRole("heading", { name: "Coverage Analysis" });
    const detail = within(heading.closest("article") as HTMLElement);
    expect(analysis.overallScore).toBe(90);
    expect(detail.getByText("90")).toHaveClass("text-success-ink");
    expect(detail.getByText("A-")).toHaveClass("text-success-ink");
  });

  it("shows each category score in its band, and a section's score out of 100 above 10", async () => {
    const { user } = renderCoverageTab([makeCoverage()]);
    const scores = within(await screen.findByLabelText("Category scores out of 10"));
    // Structure 8, characters 7, dialogue 6.5, pacing 5, marketability 3.
    expect(scores.getByText("8")).toHaveClass("text-success-ink");
    expect(scores.getByText("7")).toHaveClass("text-info-ink");
    expect(scores.getByText("6.5")).toHaveClass("text-info-ink");
    expect(scores.getByText("5")).toHaveClass("text-warning-ink");
    expect(scores.getByText("3")).toHaveClass("text-danger-ink");

    // Plot is the default tab: the synopsis, the structure analysis, its feedback and the structure score.
    const plot = within(screen.getByRole("tabpanel", { name: "Plot Analysis" }));
    expect(plot.getByText("dreaming as one").tagName).toBe("STRONG");
    expect(plot.getByText("The inciting incident lands on p. 14.")).toBeInTheDocument();
    expect(plot.getByText("Tighten act two")).toBeInTheDocument();
    expect(plot.getByText("out of 10")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Overall Evaluation" }));
    expect(
      within(screen.getByRole("tabpanel", { name: "Overall Evaluation" })).getByText("out of 100"),
    ).toBeInTheDocument();
  });

  it("says when a section has no text", async () => {
    const analysis = makeAnalysis();
    analysis.fullAnalysis.dialogue = "";
    analysis.detailedFeedback.dialogue.feedback = "  ";
    const { user } = renderCoverageTab([makeCoverage({ analysis })]);
    await user.click(await screen.findByRole("tab", { name: "Dialogue Analysis" }));
    expect(
      within(screen.getByRole("tabpanel", { name: "Dialogue Analysis" })).getByText(
        "No analysis available for this section.",
      ),
    ).toBeInTheDocument();
  });

  it("renders markdown without raw HTML and empties links with unsafe schemes", async () => {
    const analysis = makeAnalysis();
    analysis.fullAnalysis.plot =
      "[click me](javascript:alert(1)) and [the site](https://example.com) <b>raw</b>";
    renderCoverageTab([makeCoverage({ analysis })]);
    const plot = within(await screen.findByRole("tabpanel", { name: "Plot Analysis" }));
    // The unsafe target is emptied ('' -> React leaves the attribute out): nothing to follow.
    const unsafe = plot.getByText("click me");
    expect(unsafe.tagName).toBe("A");
    expect(unsafe.getAttribute("href") ?? "").toBe("");
    expect(plot.getByRole("link", { name: "the site" })).toHaveAttribute("href", "https://example.com");
    expect(plot.getByRole("link", { name: "the site" })).toHaveAttribute(
      "rel",
      expect.stringContaining("noopener"),
    );
    expect(document.querySelector("article b")).toBeNull();
  });
});

describe("coverage list states", () => {
  it("shows loading, then the empty state", async () => {
    let answer: () => void = () => {};
    renderCoverageTab(
      () => new Promise<Response>((resolve) => (answer = () => resolve(jsonResponse(coverageList([]))))),
    );
    expect(await screen.findByText("Loading coverage reports...")).toBeInTheDocument();
    answer();
    expect(await screen.findByText("No coverage reports available for this script")).toBeInTheDocument();
  });

  it("offers Try Again after a failure", async () => {
    let fails = true;
    const { user } = renderCoverageTab(() =>
      fails ? apiError("Database unavailable", 500) : jsonResponse(coverageList([makeCoverage()])),
    );
    expect(await screen.findByText("Failed to load coverage reports")).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Coverage Analysis" })).toBeInTheDocument();
  });

  it("reads public reports without a token for signed-out visitors, with no Re-analyze", async () => {
    const { fetchMock } = renderCoverageTab([makeCoverage()], {
      signedIn: false,
      script: makeScriptDetail({ coverage: { status: "completed" } }),
    });
    expect(await screen.findByRole("heading", { name: "Coverage Analysis" })).toBeInTheDocument();
    expect(callsTo(fetchMock, "/api/scripts/script-1/coverages")).toBe(1);
    expect(callsTo(fetchMock, LIST_PATH)).toBe(0);
    expect(screen.queryByRole("button", { name: "Re-analyze" })).not.toBeInTheDocument();
    expect(screen.getAllByText("GPT Reader")).toHaveLength(2);
    expect(screen.queryByText("Measured analysis, not AI.")).not.toBeInTheDocument();
  });
});

describe("re-analysis", () => {
  it("queues the report, says so, and reloads the list 5 s later", async () => {
    const posted: string[] = [];
    const { user, fetchMock } = renderCoverageTab([makeCoverage()], {
      fakeTimers: true,
      routes: {
        "/api/protected/coverage/cov-1/reanalyze": (init) => {
          posted.push(String(init?.method));
          return jsonResponse({
            success: true,
            coverage: makeCoverage({ status: "pending", analysis: null }),
          });
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Re-analyze" }));
    expect(
      await screen.findByText("Coverage re-analysis has been queued. Please refresh in a few minutes."),
    ).toBeInTheDocument();
    expect(posted).toEqual(["POST"]);

    const before = callsTo(fetchMock, LIST_PATH);
    act(() => vi.advanceTimersByTime(4900));
    expect(callsTo(fetchMock, LIST_PATH)).toBe(before);
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(callsTo(fetchMock, LIST_PATH)).toBe(before + 1));
  });

  it("says why a re-analysis failed", async () => {
    const { user } = renderCoverageTab([makeCoverage()], {
      routes: {
        "/api/protected/coverage/cov-1/reanalyze": () => apiError("Coverage is already being analysed", 409),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Re-analyze" }));
    expect(
      await screen.findByText("Failed to re-analyze coverage: Coverage is already being analysed"),
    ).toBeInTheDocument();
  });
});
