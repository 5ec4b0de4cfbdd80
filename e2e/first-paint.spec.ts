import { expect, test, type Page } from "@playwright/test";

import { signUpAndSignInViaApi } from "./support/accounts.ts";

/**
 * The landing page and /discover are pre-rendered at build time (apps/web/vite-plugins.ts,
 * prerenderPages): their first screen is in the HTML the server sends, and the app hydrates it.
 */

/** Console errors and uncaught exceptions on a page (a hydration mismatch shows up as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("pre-rendered first screen without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing hero and navigation are in the HTML", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where Great Scripts Get Discovered.");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Discover" }),
    ).toBeVisible();
  });

  test("/discover shows its heading, with the list still to load", async ({ page }) => {
    await page.goto("/discover");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Find the script");
  });
});

test("the landing page hydrates its HTML without errors, keeping the painted nodes", async ({ page }) => {
  const errors = collectErrors(page);
  // Tag the heading as the HTML parser inserts it, before any script of the app runs: a render that
  // threw the HTML away (instead of hydrating it) would drop the tag.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const heading = document.querySelector("h1");
      if (!heading) return;
      heading.setAttribute("data-painted", "html");
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(page.locator('h1[data-painted="html"]')).toHaveText("Where Great Scripts Get Discovered.");
  // Hydrated: the header's controls work.
  await page.getByRole("button", { name: /dark theme/i }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(errors).toEqual([]);
});

test("a dark-mode visitor gets the dark page before the app runs", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  const errors = collectErrors(page);
  await page.goto("/discover", { waitUntil: "commit" });
  await page.waitForSelector("h1", { state: "attached" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a signed-in visitor sees their own header after the anonymous HTML hydrates", async ({
  page,
  request,
}) => {
  const email = `first.paint.${Date.now()}@example.com`;
  const token = await signUpAndSignInViaApi(request, "Paige Turner", email);
  await page.addInitScript((value) => localStorage.setItem("twl.token", value), token);
  const errors = collectErrors(page);
  await page.goto("/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("button", { name: "Account menu for Paige Turner" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Sign up" })).toHaveCount(0);
  expect(errors).toEqual([]);
});
