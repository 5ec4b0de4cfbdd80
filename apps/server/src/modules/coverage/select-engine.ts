import type { AppContext } from "../../context.ts";
import { createLlmEngine } from "./engines/llm/llm-engine.ts";
import { createLocalEngine } from "./engines/local/local-engine.ts";
import type { CoverageEngineImpl } from "./engines/types.ts";

/** The engine the config chooses (COVERAGE_ENGINE), unless the context carries one (tests). */
export function coverageEngineFor(ctx: Pick<AppContext, "config" | "coverageEngine">): CoverageEngineImpl {
  if (ctx.coverageEngine) return ctx.coverageEngine;
  return ctx.config.coverage.engine === "llm"
    ? createLlmEngine(ctx.config.coverage.llm)
    : createLocalEngine();
}
