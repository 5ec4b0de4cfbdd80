/** Human-readable summaries of a parsed screenplay and of its statistics. */
import type { Screenplay } from "../model.ts";
import { formatEighths } from "../stats/analyze.ts";
import type { ScreenplayStats } from "../stats/types.ts";
import { duration, percent, sparkline, table, truncate } from "./table.ts";

function header(model: Screenplay, file: string): string[] {
  const tp = model.titlePage;
  const lines = [`${tp?.title?.replace(/\n/g, " ") ?? file}  (${model.source})`];
  if (tp?.authors.length) lines.push(`${tp.credit ?? "by"} ${tp.authors.join(" & ")}`);
  if (tp?.draftDate) lines.push(`Draft: ${tp.draftDate}`);
  return lines;
}

export function parseSummary(model: Screenplay, file: string): string {
  const out = header(model, file);
  out.push(
    "",
    `${model.pages.length} pages, ${model.scenes.length} scenes, ${model.characters.length} characters`,
    "",
  );
  out.push(
    table(
      ["#", "No.", "Scene heading", "Pages", "Length"],
      model.scenes.map((s) => [
        s.index + 1,
        s.number ?? "",
        truncate(s.heading, 48),
        s.startPage === s.endPage ? String(s.startPage) : `${s.startPage}-${s.endPage}`,
        formatEighths(s.lengthEighths),
      ]),
      ["r", "r", "l", "r", "r"],
    ),
  );
  out.push(
    "",
    table(
      ["Character", "Speeches", "Scenes", "First page", "Extensions / aliases"],
      [...model.characters]
        .sort((a, b) => b.speeches - a.speeches)
        .map((c) => [
          c.name,
          c.speeches,
          c.scenes.length,
          c.firstPage,
          [...c.extensions, ...c.aliases].join(", "),
        ]),
      ["l", "r", "r", "r", "l"],
    ),
  );
  if (model.warnings.length) out.push("", ...model.warnings.map((w) => `warning: ${w}`));
  return out.join("\n");
}

export function statsSummary(model: Screenplay, stats: ScreenplayStats, file: string): string {
  const out = header(model, file);
  const sc = stats.scenes;
  out.push(
    "",
    `Pages: ${stats.pages}   Estimated running time: ${duration(stats.runtimeMinutes)} (1 page ≈ 1 minute)`,
    `Scenes: ${sc.count}   average ${formatEighths(Math.round(sc.averageEighths))} pages` +
      (sc.longest
        ? `   longest: ${formatEighths(sc.longest.lengthEighths)} (${truncate(sc.longest.heading, 40)})`
        : ""),
    `Dialogue ${percent(stats.dialogue.dialogueShare)} / action ${percent(1 - stats.dialogue.dialogueShare)} of lines`,
    `INT/EXT: ${stats.intExt.map((s) => `${s.key} ${s.scenes}`).join(", ")}   Day/night: ${stats.dayNight.map((s) => `${s.key} ${s.scenes}`).join(", ")}`,
    "",
    table(
      ["Character", "Speeches", "Words", "Scenes", "Pages", "Speaking", "Monologues"],
      stats.characters.map((c) => [
        c.name,
        c.speeches,
        c.words,
        c.scenes,
        c.pages,
        duration(c.speakingSeconds / 60),
        c.monologues,
      ]),
      ["l", "r", "r", "r", "r", "r", "r"],
    ),
    "",
    "Who talks with whom (scenes together / direct exchanges):",
    table(
      ["Pair", "Scenes", "Exchanges"],
      stats.interactions.slice(0, 10).map((i) => [`${i.a} & ${i.b}`, i.scenes, i.exchanges]),
      ["l", "r", "r"],
    ),
    "",
    table(
      ["Location", "Scenes", "Pages", "INT/EXT"],
      stats.locations
        .slice(0, 12)
        .map((l) => [truncate(l.location, 40), l.scenes, formatEighths(l.eighths), l.intExt.join(", ")]),
      ["l", "r", "r", "l"],
    ),
    "",
    `Tempo per page (0 slow … 1 fast): ${sparkline(stats.tempo.perPage.map((p) => p.value))}`,
    `Dialogue share per page:          ${sparkline(stats.dialogue.perPage.map((p) => p.dialogueShare))}`,
    "",
    `Readability (Flesch reading ease / words per sentence): action ${stats.readability.action.fleschReadingEase} / ${stats.readability.action.wordsPerSentence}, ` +
      `dialogue ${stats.readability.dialogue.fleschReadingEase} / ${stats.readability.dialogue.wordsPerSentence}`,
  );
  if (stats.monologues.length) {
    out.push("", `Monologues (${stats.monologues.length}):`);
    for (const m of stats.monologues.slice(0, 8))
      out.push(`  p.${m.page} ${m.character}, ${m.words} words: ${truncate(m.excerpt, 60)}`);
  }
  return out.join("\n");
}
