import { expect, test } from "@playwright/test";

import { signUpThroughDialog } from "./support/accounts.ts";

// Test-mode checkout (no Stripe keys on the e2e server, PAYMENTS_TEST_MODE=true in playwright.config.ts):
// every purchase goes through our labelled page and the same fulfilment code as the Stripe webhook.
test("buy Pro in test mode, see the tier and allowance change, cancel, see 'Ending Soon', resume; buy a 5-pack", async ({
  page,
}) => {
  await signUpThroughDialog(page, "Billing Writer");
  await page.goto("/billing");
  await expect(page.getByRole("heading", { level: 1, name: "Billing & Subscription" })).toBeVisible();
  await expect(page.getByTestId("current-plan")).toHaveText("Free");
  await expect(page.getByTestId("coverage-usage")).toHaveText("0 / 1");

  // Buy Pro from the plan chooser.
  await page.getByTestId("plan-pro").getByRole("button", { name: "Choose Pro" }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\/[0-9a-f-]+$/);
  await expect(page.getByText("Test mode — no card is charged")).toBeVisible();
  await expect(page.getByText("Pro plan — monthly")).toBeVisible();
  await page.getByRole("button", { name: /Pay \$29\.00/ }).click();

  await expect(page.getByText("Payment successful! Your account has been updated.")).toBeVisible();
  await expect(page.getByTestId("current-plan")).toHaveText("Pro");
  await expect(page.getByTestId("coverage-usage")).toHaveText("0 / 3");
  await expect(page.getByTestId("liquid-clout")).toHaveText("500");
  await expect(page.getByTestId("plan-pro").getByRole("button", { name: /Current Plan/ })).toBeDisabled();
  await expect(
    page.getByRole("heading", { name: "Recent transactions" }).locator("..").getByText("Paid"),
  ).toBeVisible();

  // Cancel: confirmation, 'Subscription Canceled', then 'Ending Soon' with its countdown.
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel Subscription" }).click();
  const canceled = page.getByRole("dialog", { name: "Subscription Canceled" });
  await expect(canceled).toBeVisible();
  await canceled.getByRole("button", { name: "Got it" }).click();
  await expect(page.getByText("Ending Soon")).toBeVisible();
  await expect(page.getByTestId("countdown")).toHaveText(/^\d+d \d+h \d+m$/);
  await expect(page.getByText("Your coverage allowance becomes 1 a month")).toBeVisible();

  // Resume.
  await page.getByRole("button", { name: "Resume Subscription" }).click();
  await expect(page.getByRole("dialog", { name: "Subscription Reactivated" })).toBeVisible();
  await page
    .getByRole("dialog", { name: "Subscription Reactivated" })
    .getByRole("button", { name: "Done" })
    .click();
  await expect(page.getByText("Ending Soon")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel subscription" })).toBeVisible();

  // A 5-pack of coverage tokens.
  await page.getByRole("button", { name: "Buy Coverage Tokens" }).click();
  const modal = page.getByRole("dialog", { name: "Buy Coverage Tokens" });
  await expect(modal.getByTestId("token-total")).toHaveText("5 tokens for $70");
  await modal.getByRole("button", { name: "Buy for $70" }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\/[0-9a-f-]+$/);
  await page.getByRole("button", { name: /Pay \$70\.00/ }).click();
  await expect(page.getByText("Payment successful! Your account has been updated.")).toBeVisible();
  await expect(page.getByTestId("coverage-tokens")).toHaveText(/^5 coverage tokens/);
  await expect(page.getByTestId("current-plan")).toHaveText("Pro");
});

test("the pricing page shows five plans and links sales to /contact", async ({ page }) => {
  await page.goto("/pricing");
  for (const name of ["Free", "Basic", "Pro", "Studio", "Enterprise"]) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Talk to Sales" })).toHaveAttribute("href", "/contact");
  await page.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});
