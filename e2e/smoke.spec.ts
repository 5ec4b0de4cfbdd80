import { expect, test } from "@playwright/test";

// The platform smoke test: the landing page renders with its navigation, 'Start Your Journey' opens
// the sign-in dialog, the theme toggles and survives a reload without a flash, and the mobile menu
// opens on a phone-sized screen.
test("landing page, theme toggle and mobile menu", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/The White List/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Where Great Scripts Get");
  // 'Start Your Journey' opens the sign-in dialog (on the create-account form) without leaving the page.
  // The button is in the pre-rendered HTML: wait for the app to hydrate it.
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Start Your Journey" }).click();
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Create account", selected: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["About", "Coverage", "Clout", "Community", "Pricing", "Discover"]) {
    await expect(nav.getByRole("link", { name })).toBeVisible();
  }

  const html = page.locator("html");
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole("button", { name: /dark theme/i }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await page.screenshot({ path: "test-results/smoke-landing-dark.png" });

  await page.setViewportSize({ width: 390, height: 844 });
  const menuButton = page.getByRole("button", { name: "Menu" });
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await menuButton.click();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(
    page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Pricing" }),
  ).toBeVisible();
  await page.screenshot({ path: "test-results/smoke-mobile-menu.png" });
  await page.keyboard.press("Escape");
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
});

test("health endpoints answer and unknown API paths are JSON 404s", async ({ request }) => {
  expect((await request.get("/health")).status()).toBe(200);
  const db = await request.get("/db-health");
  expect(db.status()).toBe(200);
  expect(await db.json()).toMatchObject({ success: true, database: "pglite" });
  const missing = await request.get("/api/nope");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ success: false, error: "Route GET /api/nope not found" });
});
