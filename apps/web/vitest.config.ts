import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    unstubGlobals: true,
    // A cap for a busy CI machine, not a timing goal: jsdom tests with user events can pass 5 s under
    // load, and each findBy*/waitFor may wait up to 10 s (asyncUtilTimeout in src/test/setup.ts).
    testTimeout: 30_000,
  },
});
