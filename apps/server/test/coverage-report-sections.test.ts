import { describe, expect, it } from "vitest";

import {
  coverageAnalysisSchema,
  finalizeAnalysis,
  inferFormat,
  measuredReportSchema,
  recommendFromScores,
  type CoverageDraft,
} from "@twl/contract";
import { analyzeScreenplay, parseFountain } from "@twl/screenplay";

import { buildMeasuredReport } from "../src/modules/coverage/engines/local/build-report.ts";
import { analyzeLocally } from "../src/modules/coverage/engines/local/local-engine.ts";
import { bandFor } from "../src/modules/coverage/engines/local/report-budget.ts";
import { formatClues } from "../src/modules/coverage/engines/local/report-format.ts";
import type { CoverageInput } from "../src/modules/coverage/engines/types.ts";

/**
 * The professional report sections (logline, synopsis, breakdown, budget, format, recommendation)
 * on small scripts written here, whose facts can be counted by hand.
 */
function inputOf(fountain: string, extra: Partial<CoverageInput> = {}): CoverageInput {
  const model = parseFountain(fountain);
  return {
    title: "Test",
    logline: null,
    genres: ["drama"],
    screenplayType: "movie",
    model,
    stats: analyzeScreenplay(model),
    ...extra,
  };
}

/** A two-hander in one kitchen by day, `scenes` scenes long; each scene's action names its number. */
function kitchenScript(scenes: number, linesPerScene = 6): string {
  const out: string[] = [];
  for (let i = 1; i <= scenes; i++) {
    out.push(`INT. KITCHEN - DAY`, "", `Mara counts jar number ${i} on the shelf. She frowns.`, "");
    for (let j = 0; j < linesPerScene; j++)
      out.push(j % 2 ? "TOMAS" : "MARA", `Line ${i}.${j}, about the jars and the rent.`, "");
  }
  return `${out.join("\n")}\n`;
}

describe("budget band from measured facts", () => {
  it("a two-hander in one kitchen by day is Micro", () => {
    const report = buildMeasuredReport(inputOf(kitchenScript(8)));
    expect(report.budget.band).toBe("Micro");
    const fact = (label: string) => report.budget.facts.find((f) => f.label === label);
    expect(fact("Speaking roles")).toMatchObject({ value: "2", points: 0 });
    expect(fact("Locations")).toMatchObject({ value: "1", points: 0 });
    expect(fact("Night scenes")?.points).toBe(0);
    expect(report.budget.facts.some((f) => f.label.startsWith("Set piece"))).toBe(false);
  });

  it("a large cast at many night exteriors with set pieces is High, citing pages", () => {
    const out: string[] = [];
    for (let i = 1; i <= 30; i++) {
      out.push(`EXT. STREET NUMBER ${i} - NIGHT`, "");
      if (i === 3) out.push("A helicopter circles. The crowd runs as the car explodes. Guns drawn.", "");
      else if (i === 20) out.push("Thunder. A storm floods the square. A creature rises.", "");
      else out.push("Rain on the tarmac.", "");
      out.push(`OFFICER ${i}`, "Move along.", "", `WITNESS ${i}`, "I saw it.", "");
    }
    const report = buildMeasuredReport(inputOf(`${out.join("\n")}\n`));
    const labels = report.budget.facts.map((f) => f.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        "Set piece: pyrotechnics",
        "Set piece: aircraft",
        "Set piece: crowds",
        "Set piece: weather effects",
        "Set piece: visual effects",
        "Set piece: picture vehicles",
        "Set piece: weapons",
      ]),
    );
    expect(report.budget.facts.find((f) => f.label === "Speaking roles")?.points).toBe(3);
    expect(report.budget.facts.find((f) => f.label === "Locations")?.points).toBe(3);
    const setPiecePoints = report.budget.facts
      .filter((f) => f.label.startsWith("Set piece"))
      .reduce((n, f) => n + f.points, 0);
    expect(setPiecePoints).toBe(5);
    expect(report.budget.points).toBe(3 + 3 + 1 + 1 + 5);
    expect(report.budget.band).toBe("High");
    const aircraft = report.budget.facts.find((f) => f.label === "Set piece: aircraft");
    expect(aircraft?.pages?.length).toBe(1);
  });

  it("bands change exactly at their thresholds", () => {
    expect([0, 2, 3, 5, 6, 8, 9, 13].map(bandFor)).toEqual([
      "Micro",
      "Micro",
      "Low",
      "Low",
      "Medium",
      "Medium",
      "High",
      "High",
    ]);
  });
});

describe("recommendation rule", () => {
  const all = (n: number) => ({ structure: n, characters: n, dialogue: n, pacing: n, marketability: n });
  it("switches at its thresholds", () => {
    expect(recommendFromScores(85, all(7)).verdict).toBe("Recommend");
    expect(recommendFromScores(84, all(9)).verdict).toBe("Consider");
    expect(recommendFromScores(95, { ...all(9), pacing: 6.9 }).verdict).toBe("Consider");
    expect(recommendFromScores(70, all(5)).verdict).toBe("Consider");
    expect(recommendFromScores(69, all(8)).verdict).toBe("Pass");
    expect(recommendFromScores(90, { ...all(9), dialogue: 4.9 }).verdict).toBe("Pass");
    const r = recommendFromScores(90, { ...all(9), dialogue: 4.9 });
    expect(r.reason).toContain("dialogue at 4.9");
    expect(r.rule).toContain("Recommend: overall 85+");
  });

  it("is attached by finalizeAnalysis from the final scores; a draft without a report stays without", () => {
    const draft = analyzeLocally(inputOf(kitchenScript(30)));
    const analysis = finalizeAnalysis(draft);
    const scores = Object.fromEntries(
      (["structure", "characters", "dialogue", "pacing", "marketability"] as const).map((c) => [
        c,
        analysis.detailedFeedback[c].score,
      ]),
    );
    expect(analysis.report?.recommendation).toEqual(recommendFromScores(analysis.overallScore, scores));
    const { report: _report, ...old } = draft as CoverageDraft;
    const oldAnalysis = finalizeAnalysis(old);
    expect(oldAnalysis.report).toBeUndefined();
    expect(coverageAnalysisSchema.safeParse(oldAnalysis).success).toBe(true);
    expect(coverageAnalysisSchema.safeParse(analysis).success).toBe(true);
  });
});

describe("synopsis and breakdown come from the script", () => {
  const SCENES = [
    ["INT. LIGHTHOUSE - NIGHT", "IRIS (40s), the keeper, lights the lamp."],
    ["EXT. CLIFF - DAY", "A body lies on the rocks below."],
    ["INT. POLICE STATION - DAY", "Sergeant Kell files the report."],
    ["EXT. HARBOR - DAY", "Iris finds a torn sail."],
    ["INT. PUB - NIGHT", "The fishermen fall silent as Iris enters."],
    ["EXT. BEACH - DAWN", "Footprints lead into the sea."],
    ["INT. LIGHTHOUSE - NIGHT", "Kell climbs the stairs, gun drawn."],
    ["EXT. CLIFF - NIGHT", "Iris pushes the lamp over the edge."],
  ] as const;
  const fountain = `${SCENES.map(
    ([heading, action], i) =>
      `${heading}\n\n${action}\n\nIRIS\nScene ${i} words, and more of them here.\n\nKELL\nI hear you, keeper.\n\n${"Waves roll in.\n\n".repeat(8)}`,
  ).join("")}`;
  const input = inputOf(fountain, { logline: "A keeper hides a death." });
  const report = buildMeasuredReport(input);

  it("opens on the first scene, closes on the last, quoting their action", () => {
    expect(report.synopsis.map((p) => p.label)).toEqual(["Beginning", "Middle", "End"]);
    const first = report.synopsis[0]!.beats[0]!;
    expect(first).toMatchObject({ heading: SCENES[0][0], action: SCENES[0][1], page: 1 });
    const end = report.synopsis[2]!.beats;
    expect(end[end.length - 1]).toMatchObject({ heading: SCENES[7][0], action: SCENES[7][1] });
    for (const part of report.synopsis)
      for (const beat of part.beats) {
        expect(SCENES.some(([h, a]) => h === beat.heading && a === beat.action)).toBe(true);
        expect(beat.page).toBeGreaterThanOrEqual(part.firstPage);
        expect(beat.page).toBeLessThanOrEqual(part.lastPage);
      }
  });

  it("breaks down the cast with measured numbers and their introduction", () => {
    const iris = report.characters.find((c) => c.name === "IRIS")!;
    expect(iris).toMatchObject({ role: "Lead", lines: 8, scenes: 8, firstPage: 1 });
    expect(iris.description).toBe("IRIS (40s), the keeper, lights the lamp.");
    expect(report.characters.find((c) => c.name === "KELL")?.role).toBe("Principal");
  });

  it("draws the logline from the lead and the script, keeping the writer's own", () => {
    expect(report.logline.writers).toBe("A keeper hides a death.");
    expect(report.logline.text).toContain("IRIS (40s), the keeper, lights the lamp.");
    expect(report.logline.pages[0]).toBe(1);
  });

  it("is the same every time", () => {
    expect(buildMeasuredReport(input)).toEqual(report);
  });

  it("stays inside the contract's limits for outsized names, headings and action", () => {
    const name = "X".repeat(150);
    const heading = `INT. ${"VERY ".repeat(80)}LONG ROOM - NIGHT`;
    const action = `${name} ${"walks ".repeat(200)}in.`;
    const big = inputOf(`${heading}\n\n${action}\n\n${name}\n${"Talk ".repeat(300)}\n\nBOB\nNo.\n`);
    expect(measuredReportSchema.safeParse(buildMeasuredReport(big)).success).toBe(true);
  });
});

describe("format inference", () => {
  it("reads short, pilot and feature from pages and markers", () => {
    expect(inferFormat({ pages: 13, actMarkers: 0, teaserMarkers: 0, hasTitlePage: true }).format).toBe(
      "short",
    );
    expect(inferFormat({ pages: 32, actMarkers: 2, teaserMarkers: 1, hasTitlePage: true }).format).toBe("tv");
    expect(inferFormat({ pages: 105, actMarkers: 0, teaserMarkers: 0, hasTitlePage: false }).format).toBe(
      "movie",
    );
  });

  it("finds act-out and teaser markers in the parse", () => {
    const pilot = `> TEASER <\n\n${kitchenScript(2)}\n> END OF TEASER <\n\n> ACT ONE <\n\n${kitchenScript(2)}\n> END OF ACT ONE <\n\n`;
    const clues = formatClues(parseFountain(pilot), 3);
    expect(clues).toMatchObject({ actMarkers: 2, teaserMarkers: 2 });
  });

  it("judges a 13-page 'feature' as a short and says so", () => {
    const input = inputOf(kitchenScript(26, 10));
    expect(input.stats.pages).toBeGreaterThanOrEqual(10);
    expect(input.stats.pages).toBeLessThanOrEqual(40);
    const draft = analyzeLocally(input);
    expect(draft.report?.format).toMatchObject({ declared: "movie", inferred: "short", judgedAs: "short" });
    expect(draft.report?.format.note).toContain("short norms");
    expect(draft.summary).toContain(`${input.stats.pages}-page short`);
    expect(draft.summary).not.toContain("feature");
  });

  it("leaves a script alone when its type fits its pages", () => {
    const draft = analyzeLocally(inputOf(kitchenScript(26, 10), { screenplayType: "short" }));
    expect(draft.report?.format).toMatchObject({ declared: "short", judgedAs: "short", note: null });
  });
});

describe("why this score", () => {
  it("every category lists its measured rules with their scores", () => {
    const draft = analyzeLocally(inputOf(kitchenScript(30)));
    for (const c of ["structure", "characters", "dialogue", "pacing", "marketability"] as const) {
      const evidence = draft.detailedFeedback[c].evidence ?? [];
      expect(evidence.length).toBeGreaterThan(0);
      for (const e of evidence) expect(e.value).toMatch(/^\d+\.\d\/10 · \d+% of the score$/);
    }
  });
});
