import { defineConfig, devices } from "@playwright/test";

// Browser tests run the built product (`npm start`'s server) on a fresh data folder, in Debian Chromium.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// Kept in the environment so the test workers (which load this file again) read the same folder,
// e.g. the local mail outbox in DATA_DIR/outbox.
const DATA_DIR = (process.env.E2E_DATA_DIR ??= `.tmp/e2e-${Date.now()}`);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${PORT}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "5000",
      AUTH_RATE_LIMIT_MAX: "1000",
      AUTH_SIGNUP_RATE_LIMIT_MAX: "1000",
      ANALYTICS_RATE_LIMIT_MAX: "10000",
      UPLOAD_RATE_PER_USER_PER_MINUTE: "1000",
      ADMIN_EMAILS: "admin.links@example.com,admin.e2e@example.com",
      // The billing specs buy through the test-mode checkout: an operator's explicit choice (issue 28 #1).
      PAYMENTS_TEST_MODE: "true",
    },
  },
});
