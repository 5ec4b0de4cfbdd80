import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";

import { COVERAGE_CATEGORIES, type CoverageAnalysis } from "@twl/contract";

import { loadDotenv } from "../config/dotenv.ts";
import { loadConfig } from "../config/env.ts";
import {
  coverBytes,
  fileTypeOf,
  guessType,
  parseBytes,
  type ScreenplayType,
} from "../modules/coverage/cover-screenplay-file.ts";
import { CATEGORY_NAMES } from "../modules/coverage/engines/local/write-notes.ts";
import { coverageEngineFor } from "../modules/coverage/select-engine.ts";

/**
 * `npm run -s coverage -- analyze <file.pdf|fdx|fountain> [--type movie|tv|short|play]
 * [--genre Drama ...] [--title T] [--json]`: the report the site would show for that file, from
 * the configured engine (COVERAGE_ENGINE; local analysis by default). Nothing is stored.
 */
const USAGE =
  "Usage: npm run -s coverage -- analyze <file.pdf|fdx|fountain> [--type movie|tv|short|play] [--genre G]... [--title T] [--json]";
const TYPES = ["movie", "tv", "short", "play"] as const;

function printReport(a: CoverageAnalysis, type: string, engine: string): void {
  const out: string[] = [
    `# Coverage: ${a.overallGrade} (${a.overallScore}/100) — ${type}, ${engine}`,
    "",
    a.summary,
    "",
  ];
  for (const c of COVERAGE_CATEGORIES) {
    const d = a.detailedFeedback[c];
    out.push(`## ${CATEGORY_NAMES[c]}: ${d.score}/10`, "", d.feedback, "");
    if (d.evidence?.length) {
      out.push("Why this score:");
      for (const e of d.evidence) out.push(`- ${e.label}: ${e.value}${e.detail ? ` — ${e.detail}` : ""}`);
      out.push("");
    }
  }
  out.push("## Overall", "", a.detailedFeedback.overall.feedback, "", `Formula: ${a.formula}`);
  console.log(out.join("\n"));
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      type: { type: "string" },
      genre: { type: "string", multiple: true, default: [] },
      title: { type: "string" },
      json: { type: "boolean", default: false },
    },
  });
  const [command, file] = positionals;
  if (command !== "analyze" || !file) {
    console.error(USAGE);
    return 2;
  }
  if (values.type && !(TYPES as readonly string[]).includes(values.type)) {
    console.error(`--type must be one of ${TYPES.join(", ")}`);
    return 2;
  }
  loadDotenv();
  const engine = coverageEngineFor({ config: loadConfig(), coverageEngine: undefined });
  const bytes = new Uint8Array(await readFile(file));
  const fileType = fileTypeOf(file);
  const type = (values.type as ScreenplayType | undefined) ?? guessType(await parseBytes(bytes, fileType));
  const title = values.title ?? path.basename(file).replace(/\.[^.]+$/, "");
  const analysis = await coverBytes(bytes, fileType, { engine, type, title, genres: values.genre });
  if (values.json) console.log(JSON.stringify({ type, engine: engine.kind, ...analysis }, null, 2));
  else printReport(analysis, type, engine.providerName);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
