import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

import { signUpThroughDialog } from "./support/accounts.ts";

/** "Export everything": a new writer asks for the ZIP in the account settings, waits, downloads it. */
test("request an account export and download the ZIP", async ({ page }) => {
  await signUpThroughDialog(page, "Exporting Writer");
  await page.goto("/profile");
  const panel = page.getByRole("region", { name: "Export everything" });
  await panel.getByRole("button", { name: "Export my data" }).click();
  const downloadButton = panel.getByRole("button", { name: "Download export" });
  await expect(downloadButton).toBeVisible({ timeout: 45_000 });
  const [download] = await Promise.all([page.waitForEvent("download"), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^the-white-list-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = readFileSync((await download.path())!);
  // A ZIP (local file header) whose first entry is the README.
  expect(bytes.subarray(0, 4).toString("hex")).toBe("504b0304");
  expect(bytes.subarray(30, 40).toString()).toBe("README.txt");
});
