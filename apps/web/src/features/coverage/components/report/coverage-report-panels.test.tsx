import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import {
  makeAnalysis,
  makeCoverage,
  makeReport,
  makeReportedAnalysis,
} from "../../test/coverage-fixtures.ts";
import { CoverageDetail } from "../coverage-detail.tsx";

const renderDetail = (analysis = makeReportedAnalysis()) =>
  render(
    <CoverageDetail
      coverage={makeCoverage({ analysis })}
      canManage={false}
      isReanalyzing={false}
      onReanalyze={() => {}}
    />,
  );

describe("coverage report panels", () => {
  it("shows the recommendation with its rule, the logline, the synopsis, the cast and the budget", () => {
    const analysis = makeReportedAnalysis();
    renderDetail(analysis);
    const verdict = analysis.report!.recommendation.verdict;
    const recommendation = screen.getByRole("region", { name: "Recommendation" });
    expect(within(recommendation).getByText(verdict)).toBeInTheDocument();
    expect(within(recommendation).getByText(/^Rule: Recommend: overall 85\+/)).toBeInTheDocument();

    const synopsis = screen.getByRole("region", { name: "Synopsis" });
    expect(within(synopsis).getByText(/A night nurse discovers/)).toBeInTheDocument();
    expect(within(synopsis).getByText("Beginning")).toBeInTheDocument();
    expect(within(synopsis).getByText("Mara climbs onto the ledge.")).toBeInTheDocument();
    expect(within(synopsis).getByText("p. 51 · EXT. ROOF - NIGHT")).toBeInTheDocument();

    const cast = screen.getByRole("region", { name: "Character breakdown" });
    expect(within(cast).getByText("210 lines · 2400 words · 40 scenes · pp. 1–110")).toBeInTheDocument();

    const budget = screen.getByRole("region", { name: "Budget" });
    expect(within(budget).getByText("Low")).toBeInTheDocument();
    expect(within(budget).getByText(/p\. 51, 77/)).toBeInTheDocument();
    // No format note when the declared type fits the pages.
    expect(screen.queryByText(/Judged as what it is/)).not.toBeInTheDocument();
  });

  it("says when the script was judged as another format", () => {
    const note = "Submitted as a feature, but 13 pages read as a short: this report applies short norms.";
    renderDetail(
      makeReportedAnalysis(
        makeReport({
          format: { declared: "movie", inferred: "short", judgedAs: "short", pages: 13, reasons: [], note },
        }),
      ),
    );
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it("opens 'why this score' from the keyboard and lists the evidence", async () => {
    const user = userEvent.setup();
    renderDetail();
    const toggle = screen.getByRole("button", { name: /Why this score/ });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Inciting incident")).not.toBeInTheDocument();
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = screen.getByRole("region", { name: /Why this score: Plot Analysis/ });
    expect(within(panel).getByText("Inciting incident")).toBeInTheDocument();
    expect(within(panel).getByText("8.0/10 · 20% of the score")).toBeInTheDocument();
    await user.keyboard(" ");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("still shows an older report that has no sections and no evidence", () => {
    renderDetail(makeAnalysis());
    expect(screen.getByRole("heading", { name: "Coverage Analysis" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Recommendation" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Why this score/ })).not.toBeInTheDocument();
  });
});
