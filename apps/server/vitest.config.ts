import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

const INCLUDE = ["src/**/*.test.ts", "test/**/*.test.ts"];

/**
 * Test files that replace a module with vi.mock need a module graph of their own: the shared
 * project below loads each module once per worker, so the mock would miss or leak into other files.
 * Found by reading the files, so a new vi.mock lands in the right project by itself.
 */
const MOCKING_FILES = ["src", "test"].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, "utf8"))),
);

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Migrates one database per run; each file's database starts as a copy of it.
    globalSetup: ["test/global-setup.ts"],
    // Each file gets its own fresh database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: INCLUDE,
          exclude: MOCKING_FILES,
          // Files share a worker's loaded modules (the app's import graph costs seconds per file);
          // each file still builds its own app and database, and closes them.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "server-isolated", include: MOCKING_FILES.length ? MOCKING_FILES : ["-"] },
      },
    ],
  },
});
