import type { BuildOptions } from "esbuild";

export const external: string[];
export const parseWorkerEntry: string;
export function bundleOptions(entryPoints: Record<string, string>, outdir: string): BuildOptions;
