/**
 * The path an upload takes, without the database: bytes -> parser -> statistics -> engine ->
 * finalized analysis (overall score and grade by the contract's formula). Shared by the validity
 * harness and the coverage CLI.
 */
import { finalizeAnalysis, type CoverageAnalysis } from "@twl/contract";
import { analyzeScreenplay, parseFdx, parseFountain, parsePdf, type Screenplay } from "@twl/screenplay";

import type { CoverageEngineImpl, CoverageInput } from "./engines/types.ts";

export type FileType = "pdf" | "fdx" | "fountain";
export type ScreenplayType = CoverageInput["screenplayType"];

export function fileTypeOf(name: string): FileType {
  const ext = name.toLowerCase().split(".").pop();
  if (ext === "pdf" || ext === "fdx") return ext;
  return "fountain";
}

export async function parseBytes(bytes: Uint8Array, fileType: FileType): Promise<Screenplay> {
  const text = () => new TextDecoder("utf-8").decode(bytes);
  if (fileType === "pdf") return parsePdf(bytes);
  return fileType === "fdx" ? parseFdx(text()) : parseFountain(text());
}

/** The type a writer would pick for a script of this many pages when none is given. */
export function guessType(model: Screenplay): ScreenplayType {
  const pages = model.pages.length;
  if (pages < 40) return "short";
  if (pages < 75) return "tv";
  return "movie";
}

export interface RunOptions {
  engine: CoverageEngineImpl;
  type: ScreenplayType;
  title?: string;
  genres?: string[];
}

export async function coverModel(model: Screenplay, opts: RunOptions): Promise<CoverageAnalysis> {
  const stats = analyzeScreenplay(model);
  const input: CoverageInput = {
    title: opts.title ?? "Untitled",
    logline: null,
    genres: opts.genres ?? [],
    screenplayType: opts.type,
    model,
    stats,
  };
  const draft = await opts.engine.analyze(input, new AbortController().signal);
  return finalizeAnalysis(draft);
}

export async function coverBytes(
  bytes: Uint8Array,
  fileType: FileType,
  opts: RunOptions,
): Promise<CoverageAnalysis> {
  return coverModel(await parseBytes(bytes, fileType), opts);
}
