import { readdirSync, readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const TESTS = "src/**/*.test.{ts,tsx}";

/**
 * A file that replaces a module (vi.mock) needs module instances of its own; every other file shares
 * its worker's modules and jsdom window with the files before it (setup.ts resets what tests touch),
 * which halves the suite's CPU time: most of an isolated file's time was starting jsdom and
 * importing the app again.
 */
const mocksModules = readdirSync(new URL("src", import.meta.url), { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split("\\").join("/")}`)
  .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(new URL(file, import.meta.url), "utf8")));

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
    projects: [
      { extends: true, test: { name: "shared", include: [TESTS], exclude: mocksModules, isolate: false } },
      { extends: true, test: { name: "isolated", include: mocksModules.length ? mocksModules : ["-"] } },
    ],
  },
});
