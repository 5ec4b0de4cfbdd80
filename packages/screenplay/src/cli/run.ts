/** The screenplay command line: parse, stats and render. Exposed as a function for tests. */
import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";

import { ScreenplayParseError } from "../errors.ts";
import { LAYOUTS, type LayoutName } from "../layout/specs.ts";
import { renderScreenplayPdf } from "../render/pdf.ts";
import { detectFormat, parseScreenplay } from "../sniff.ts";
import { analyzeScreenplay } from "../stats/analyze.ts";
import { parseSummary, statsSummary } from "./summary.ts";

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Directory relative paths are resolved against (npm scripts run in the package directory). */
  cwd?: string;
}

export const USAGE = `Usage:
  screenplay parse <file> [--json] [--layout letter-courier|a4-plex]
  screenplay stats <file> [--json] [--layout letter-courier|a4-plex]
  screenplay render <file> --out <file.pdf> [--layout letter-courier|a4-plex] [--scene-numbers]

The file type is detected by content: %PDF → PDF, <?xml … <FinalDraft → FDX, anything else → Fountain.
--layout sets the page layout used to estimate pages of FDX/Fountain input (and to render).`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [command, fileArg] = argv;
  const file = fileArg && io.cwd ? resolve(io.cwd, fileArg) : fileArg;
  const json = argv.includes("--json");
  const layout = (option(argv, "--layout") ?? "letter-courier") as LayoutName;
  if (!command || !file || !["parse", "stats", "render"].includes(command) || !(layout in LAYOUTS)) {
    io.err(USAGE);
    return 2;
  }
  try {
    const bytes = new Uint8Array(await readFile(file));
    const model = await parseScreenplay(bytes, { layout });
    if (command === "parse") {
      io.out(json ? JSON.stringify(model, null, 2) : parseSummary(model, file));
    } else if (command === "stats") {
      const stats = analyzeScreenplay(model);
      io.out(json ? JSON.stringify(stats, null, 2) : statsSummary(model, stats, file));
    } else {
      const out = option(argv, "--out");
      const target = out && io.cwd ? resolve(io.cwd, out) : out;
      if (!target) {
        io.err(USAGE);
        return 2;
      }
      const pdf = await renderScreenplayPdf(model, layout, {
        sceneNumbers: argv.includes("--scene-numbers") ? "auto" : "given",
      });
      await writeFile(target, pdf);
      io.out(`${target}: ${model.pages.length} script pages (${detectFormat(bytes)} → pdf, ${layout})`);
    }
    return 0;
  } catch (err) {
    if (err instanceof ScreenplayParseError) {
      io.err(
        json
          ? JSON.stringify({ error: err.code, message: err.message })
          : `error (${err.code}): ${err.message}`,
      );
      return 1;
    }
    const e = err as NodeJS.ErrnoException;
    if (e.code === "ENOENT") {
      io.err(`error: no such file: ${file}`);
      return 1;
    }
    throw err;
  }
}
