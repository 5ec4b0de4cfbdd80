/**
 * The shared outside corpus (../shared/corpus from the repo root; TWL_SHARED_CORPUS overrides):
 * real scripts nobody on the project wrote. Read by path only, never copied into the repo.
 *
 * Sets: the FDX files directly (truth: the Fountain of the same script where there is one, else the
 * file's own paragraph types read straight from the XML); the Fountain files through our Fountain
 * parser and again through our FDX writer-free path (Fountain truth vs the production PDFs); the
 * production PDFs against their Fountain transcriptions; and every Fountain file rendered by
 * afterwriting with each option set in eval/aw-render.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { elementAccuracy, type HandChecked } from "../src/eval/elements.ts";
import { parseFdx } from "../src/fdx/parse.ts";
import { parseFountain } from "../src/fountain/parse.ts";
import type { ElementKind, Screenplay, ScriptElement } from "../src/model.ts";
import { parsePdf } from "../src/pdf/parse.ts";
import { afterwritingCli, AW_RENDER_SETS, renderAll } from "./aw-render.ts";
import type { FileResult } from "./evaluate.ts";
import { handCheckedLedger } from "./truth-errata.ts";

export const SHARED_CORPUS =
  process.env.TWL_SHARED_CORPUS ??
  resolve(fileURLToPath(new URL("../../..", import.meta.url)), "../shared/corpus");

export interface SharedSet {
  set: string;
  description: string;
  results: FileResult[];
}

const list = (dir: string, ext: string) =>
  existsSync(join(SHARED_CORPUS, dir))
    ? readdirSync(join(SHARED_CORPUS, dir))
        .filter((f) => f.endsWith(ext))
        .sort()
        .map((f) => join(SHARED_CORPUS, dir, f))
    : [];
const text = (path: string) => readFileSync(path, "utf8");
const name = (path: string) => basename(path).replace(/\.[^.]+$/, "");

const FDX_KINDS: Record<string, ElementKind> = {
  "scene heading": "scene_heading",
  action: "action",
  general: "action",
  character: "character",
  parenthetical: "parenthetical",
  dialogue: "dialogue",
  transition: "transition",
  shot: "shot",
  lyrics: "lyrics",
};

/**
 * Truth for an FDX without a Fountain twin: its paragraphs' own Type attributes (and centre
 * alignment), read with a plain regular expression (independent of our FDX parser), text joined
 * from its Text runs.
 */
export function fdxTruth(xml: string): Screenplay {
  const content = /<Content>([\s\S]*?)<\/Content>/.exec(xml)?.[1] ?? "";
  const elements: ScriptElement[] = [];
  // Innermost paragraphs only: dual dialogue wraps its paragraphs in one that holds no text.
  for (const m of content.matchAll(/<Paragraph\b([^>]*)>((?:(?!<Paragraph\b)[\s\S])*?)<\/Paragraph>/g)) {
    const type = /Type="([^"]*)"/.exec(m[1]!)?.[1]?.toLowerCase() ?? "general";
    // Final Draft shows an action paragraph aligned to the centre as centred text.
    const centered = /Alignment="Center"/i.test(m[1]!) && (type === "action" || type === "general");
    const body = [...m[2]!.matchAll(/<Text\b[^>]*>([\s\S]*?)<\/Text>/g)].map((t) => t[1]).join("");
    const plain = body
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .trim();
    if (plain)
      elements.push({ kind: centered ? "centered" : (FDX_KINDS[type] ?? "action"), text: plain, page: 0 });
  }
  return modelOf(elements);
}

function modelOf(elements: ScriptElement[]): Screenplay {
  const scenes: { elements: ScriptElement[] }[] = [];
  const preamble: ScriptElement[] = [];
  const speeches = new Map<string, number>();
  for (const e of elements) {
    if (e.kind === "scene_heading") scenes.push({ elements: [] });
    (scenes[scenes.length - 1]?.elements ?? preamble).push(e);
    if (e.kind === "character") {
      const n = e.text.replace(/\(.*$/, "").trim();
      speeches.set(n, (speeches.get(n) ?? 0) + 1);
    }
  }
  const characters = [...speeches].map(([n, s]) => ({ name: n, speeches: s }));
  return { preamble, scenes, characters } as unknown as Screenplay;
}

/**
 * For comparisons between twin source files (an FDX and the Fountain of the same script): one
 * speech's consecutive dialogue paragraphs joined into one, on both sides alike. Final Draft keeps a
 * line break inside a speech as a second Dialogue paragraph where Fountain keeps one paragraph with
 * a line break: the same printed speech, written two ways, so neither reader is wrong. Only
 * dialogue following dialogue is joined (a new speech starts with its cue), so a kind read wrongly
 * still counts against the reader.
 */
export function joinSpeechParagraphs(model: Screenplay): Screenplay {
  const join = (elements: ScriptElement[]) =>
    elements.reduce<ScriptElement[]>((out, e) => {
      const last = out[out.length - 1];
      if (last?.kind === "dialogue" && e.kind === "dialogue")
        out[out.length - 1] = { ...last, text: `${last.text} ${e.text}` };
      else out.push(e);
      return out;
    }, []);
  return {
    ...model,
    preamble: join(model.preamble),
    scenes: model.scenes.map((s) => ({ ...s, elements: join(s.elements) })),
  };
}

async function score(
  set: string,
  file: string,
  truth: Screenplay,
  parse: () => Promise<Screenplay>,
  ledger?: HandChecked,
) {
  try {
    return { set, file, ...elementAccuracy(truth, await parse(), ledger) };
  } catch (err) {
    const empty = modelOf([]);
    return { set, file, ...elementAccuracy(truth, empty), examples: [`parse failed: ${String(err)}`] };
  }
}

/** Evaluates every shared-corpus set; undefined when the folder is absent. */
export async function evaluateShared(
  log: (m: string) => void = () => {},
  only?: (set: string) => boolean,
): Promise<SharedSet[] | undefined> {
  if (!existsSync(SHARED_CORPUS)) return undefined;
  const want = only ?? (() => true);
  const fountains = list("fountain", ".fountain");
  const truthOf = new Map(fountains.map((p) => [name(p), parseFountain(text(p))]));
  const out: SharedSet[] = [];

  const fdx: FileResult[] = [];
  for (const p of want("shared-fdx") ? list("fdx", ".fdx") : []) {
    const twin = truthOf.get(name(p).replace(/^screenplain-/, ""));
    // Against a twin, a speech's paragraphs are joined on both sides (joinSpeechParagraphs).
    const as = twin ? joinSpeechParagraphs : (m: Screenplay) => m;
    fdx.push(
      await score("shared-fdx", name(p), as(twin ?? fdxTruth(text(p))), async () => as(parseFdx(text(p)))),
    );
  }
  if (want("shared-fdx"))
    out.push({
      set: "shared-fdx",
      description: "FDX files (truth: Fountain twin or paragraph types)",
      results: fdx,
    });

  // Fountain directly: our Fountain parser against the same script's FDX where one exists, and
  // against its own PDF rendering by afterwriting (below) everywhere.
  const fountain: FileResult[] = [];
  for (const p of want("shared-fountain") ? list("fdx", ".fdx") : []) {
    const twin = fountains.find((f) => name(f) === name(p).replace(/^screenplain-/, ""));
    if (twin)
      fountain.push(
        await score("shared-fountain", name(twin), joinSpeechParagraphs(fdxTruth(text(p))), async () =>
          joinSpeechParagraphs(truthOf.get(name(twin))!),
        ),
      );
  }
  if (want("shared-fountain"))
    out.push({ set: "shared-fountain", description: "Fountain files vs their FDX twin", results: fountain });

  const production: FileResult[] = [];
  for (const p of want("shared-production") ? list("pdf-production", ".pdf") : []) {
    const truthName = name(p).replace(/^screenplain-/, "");
    const truth = truthOf.get(truthName);
    if (!truth) continue;
    const source = fountains.find((f) => name(f) === truthName)!;
    const ledger = handCheckedLedger(truthName, text(source), truth);
    production.push(
      await score(
        "shared-production",
        name(p),
        truth,
        () => parsePdf(new Uint8Array(readFileSync(p))),
        ledger,
      ),
    );
  }
  if (want("shared-production"))
    out.push({
      set: "shared-production",
      description: "production PDFs vs their Fountain transcriptions",
      results: production,
    });

  if (!afterwritingCli()) log("afterwriting is not installed: the third-party render sets are skipped.");
  const sources = fountains.map((p) => ({ name: name(p), path: p }));
  const awSets = AW_RENDER_SETS.filter((s) => want(`shared-${s.name}`));
  const renders = awSets.length ? await renderAll(sources, awSets) : new Map<string, string>();
  for (const set of awSets) {
    const results: FileResult[] = [];
    for (const src of sources) {
      const pdf = renders.get(`${set.name}/${src.name}`);
      if (!pdf) continue;
      results.push(
        await score(`shared-${set.name}`, src.name, truthOf.get(src.name)!, () =>
          parsePdf(new Uint8Array(readFileSync(pdf))),
        ),
      );
    }
    if (results.length) out.push({ set: `shared-${set.name}`, description: set.description, results });
  }
  return out;
}

/** Sums the per-file confusion matrices of a set: rows truth kinds, columns parsed kinds, ∅ = none. */
export function confusionTable(results: FileResult[]): string {
  const total: Record<string, number> = {};
  for (const r of results) for (const [k, n] of Object.entries(r.matrix)) total[k] = (total[k] ?? 0) + n;
  const kinds = new Set<string>();
  for (const k of Object.keys(total)) for (const part of k.split("→")) kinds.add(part);
  const order = [...kinds].filter((k) => k !== "∅").sort();
  order.push("∅");
  const rows = [`| truth \\ parsed | ${order.join(" | ")} |`, `|---|${order.map(() => "---:").join("|")}|`];
  for (const t of order) {
    const cells = order.map((p) => total[`${t}→${p}`] ?? 0);
    if (cells.some((n) => n > 0))
      rows.push(`| ${t} | ${cells.map((n) => (n ? String(n) : "·")).join(" | ")} |`);
  }
  return rows.join("\n");
}
