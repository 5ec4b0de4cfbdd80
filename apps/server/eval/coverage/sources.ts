/**
 * The screenplays the harness reads: the repo's corpus (packages/screenplay/corpus), its stress
 * scripts (packages/screenplay/eval/sources/stress) and, when present, ../shared/corpus (Fountain
 * and FDX; evaluation data, read by path, never copied).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { fileTypeOf, type FileType } from "../../src/modules/coverage/cover-screenplay-file.ts";

export interface Source {
  group: "repo" | "stress" | "shared";
  name: string;
  fileType: FileType;
  bytes: Uint8Array;
}

function filesIn(dir: string, exts: string[]): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => exts.some((x) => f.toLowerCase().endsWith(x)))
    .sort()
    .map((f) => path.join(dir, f));
}

export function sharedCorpusDir(root: string): string {
  return path.resolve(root, "../shared/corpus");
}

export function loadSources(
  root: string,
  groups: Source["group"][],
): { sources: Source[]; sharedPresent: boolean } {
  const shared = sharedCorpusDir(root);
  const dirs: [Source["group"], string, string[]][] = [
    ["repo", path.join(root, "packages/screenplay/corpus"), [".fountain"]],
    ["stress", path.join(root, "packages/screenplay/eval/sources/stress"), [".fountain"]],
    ["shared", path.join(shared, "fountain"), [".fountain"]],
    ["shared", path.join(shared, "fdx"), [".fdx"]],
  ];
  const sources = dirs
    .filter(([g]) => groups.includes(g))
    .flatMap(([group, dir, exts]) =>
      filesIn(dir, exts).map((file) => ({
        group,
        name: path.basename(file),
        fileType: fileTypeOf(file),
        bytes: new Uint8Array(readFileSync(file)),
      })),
    );
  return { sources, sharedPresent: existsSync(shared) };
}
