import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Corpus tests render and parse ~260 PDF pages; give slow machines room.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
