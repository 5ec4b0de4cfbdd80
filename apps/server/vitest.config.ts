import { defineConfig } from "vitest/config";

import { isolationProjects } from "../../scripts/vitest-isolation.mjs";

export default defineConfig({
  test: {
    environment: "node",
    // Migrates one database per run (each file's database starts as a copy of it) and bundles the parse
    // worker once (parse threads load it instead of transpiling the screenplay package each time).
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/parse-worker-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own fresh database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    // Files share their worker's modules (each still builds its own app on its own database), except
    // those that vi.mock a module: importing the app again for every file was most of the suite's time.
    projects: isolationProjects(
      import.meta.dirname,
      ["src/**/*.test.ts", "test/**/*.test.ts"],
      ["src", "test"],
    ),
  },
});
