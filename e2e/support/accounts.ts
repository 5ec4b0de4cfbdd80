import { expect, type Page } from "@playwright/test";

export const PASSWORD = "a-long-enough-secret";

/** Signs up a new writer through the real sign-in dialog and waits for the dashboard. */
export async function signUpThroughDialog(page: Page, name: string): Promise<string> {
  const email = `writer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign up" }).click();
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return email;
}
