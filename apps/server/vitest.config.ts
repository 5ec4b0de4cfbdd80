import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    // Migrates one database per run; each file's database starts as a copy of it.
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own fresh database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
