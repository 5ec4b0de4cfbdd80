import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

import { isolationProjects } from "../../scripts/vitest-isolation.mjs";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
    // A cap for a busy CI machine, not a timing goal: jsdom tests with user events can pass 5 s under
    // load, and each findBy*/waitFor may wait up to 10 s (asyncUtilTimeout in src/test/setup.ts).
    testTimeout: 30_000,
    // The same for hooks: setup.ts loads every lazy page before a file's tests (10-20 s under load).
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, which
    // left a core idle while every file ran in turn (each worker keeps one jsdom, so two cost little).
    maxWorkers: 2,
    // Files share their worker's modules and jsdom window (setup.ts resets what tests touch), except
    // those that vi.mock a module.
    projects: isolationProjects(import.meta.dirname, ["src/**/*.test.{ts,tsx}"], ["src"]),
  },
});
