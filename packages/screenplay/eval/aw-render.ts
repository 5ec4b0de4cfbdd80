/**
 * Renders Fountain files with afterwriting (a third-party renderer, devDependency) for the
 * shared-corpus evaluation. Renders are cached in the system temp folder keyed by a hash of the
 * afterwriting version, the options and the source, so a second run (and CI) parses only.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

export interface RenderSet {
  name: string;
  description: string;
  /** afterwriting config (its settings.js names). */
  config: Record<string, unknown>;
}

/** afterwriting's option sets: paper, scene numbers, CONTINUED, (MORE)/(CONT'D) or none. */
export const AW_RENDER_SETS: RenderSet[] = [
  {
    name: "aw-a4",
    description: "afterwriting, A4 defaults, (MORE)/(CONT'D), no scene numbers",
    config: { print_profile: "a4" },
  },
  {
    name: "aw-letter-numbered",
    description: "afterwriting, US letter, scene numbers both sides, CONTINUED top and bottom, bold headings",
    config: {
      print_profile: "usletter",
      scenes_numbers: "both",
      scene_continuation_top: true,
      scene_continuation_bottom: true,
      embolden_scene_headers: true,
    },
  },
  {
    name: "aw-a4-nomarkers",
    description: "afterwriting, A4, no (MORE)/(CONT'D), left scene numbers",
    config: { print_profile: "a4", text_more: "", text_contd: "", scenes_numbers: "left" },
  },
  {
    name: "aw-letter-header",
    description:
      "afterwriting, US letter, running header and footer, right scene numbers, underlined headings, no (MORE)/(CONT'D)",
    config: {
      print_profile: "usletter",
      print_header: "PINK REVISION 03/04/25",
      print_footer: "Evaluation render",
      scenes_numbers: "right",
      underline_scene_headers: true,
      text_more: "",
      text_contd: "",
    },
  },
];

/** afterwriting's command line script, or undefined when the package is not installed. */
export function afterwritingCli(): { awc: string; version: string } | undefined {
  try {
    const require = createRequire(import.meta.url);
    const pkg = require.resolve("afterwriting/package.json");
    const version = (JSON.parse(readFileSync(pkg, "utf8")) as { version: string }).version;
    return { awc: join(dirname(pkg), "awc.js"), version };
  } catch {
    return undefined;
  }
}

const cacheDir = join(tmpdir(), "twl-afterwriting-renders");

function run(awc: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [awc, ...args], { timeout: 120_000 }, (err) => (err ? reject(err) : resolve())),
  );
}

/**
 * Renders every (set, source) pair not yet cached, a few at a time (afterwriting spends most of
 * its time idle), and returns the cached PDF paths by "set/source".
 */
export async function renderAll(
  sources: { name: string; path: string }[],
  sets: RenderSet[] = AW_RENDER_SETS,
): Promise<Map<string, string>> {
  const cli = afterwritingCli();
  if (!cli) return new Map();
  mkdirSync(cacheDir, { recursive: true });
  const jobs: { key: string; out: string; source: string; set: RenderSet }[] = [];
  for (const set of sets)
    for (const src of sources) {
      const hash = createHash("sha256")
        .update(cli.version)
        .update(JSON.stringify(set.config))
        .update(readFileSync(src.path))
        .digest("hex")
        .slice(0, 32);
      jobs.push({ key: `${set.name}/${src.name}`, out: join(cacheDir, `${hash}.pdf`), source: src.path, set });
    }
  const todo = jobs.filter((j) => !existsSync(j.out));
  const worker = async () => {
    for (let job = todo.shift(); job; job = todo.shift()) {
      const config = `${job.out}.json`;
      writeFileSync(config, JSON.stringify(job.set.config));
      const tmp = `${job.out}.${process.pid}.tmp.pdf`;
      await run(cli.awc, ["--source", job.source, "--pdf", tmp, "--config", config, "--overwrite"]);
      renameSync(tmp, job.out);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return new Map(jobs.filter((j) => existsSync(j.out)).map((j) => [j.key, j.out]));
}
