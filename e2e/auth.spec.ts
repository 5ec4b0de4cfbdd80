import { expect, test, type Page } from "@playwright/test";

/** Sign-in through the real dialog against the built app and a fresh database. */

const PASSWORD = "a-long-enough-secret";

function header(page: Page) {
  return page.getByRole("banner");
}

async function openDialog(page: Page, button: "Log in" | "Sign up") {
  await header(page).getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("sign up, log out and sign in again with email and password", async ({ page }) => {
  const name = "Nora Ephron";
  const email = `nora.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

  await page.goto("/");

  // Sign up through the dialog: it opens on the create-account form.
  const signUp = await openDialog(page, "Sign up");
  await expect(signUp.getByRole("tab", { name: "Create account" })).toHaveAttribute("aria-selected", "true");
  await signUp.getByLabel("Name", { exact: true }).fill(name);
  await signUp.getByLabel("Email", { exact: true }).fill(email);
  await signUp.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await signUp.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText(`Welcome to The White List, ${name}`)).toBeVisible();
  const menuButton = header(page).getByRole("button", { name: `Account menu for ${name}` });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toContainText(name);
  await page.screenshot({ path: "test-results/auth-home.png", fullPage: true });

  // Log out from the user menu.
  await menuButton.click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Admin Panel" })).toHaveCount(0);
  await menu.getByRole("menuitem", { name: "Log out" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole("button", { name: "Log in" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("twl.token"))).toBeNull();

  // Visiting a protected page signed out goes back to /.
  await page.goto("/home");
  await expect(page).toHaveURL(/\/$/);

  // Sign in again with the same credentials.
  const signIn = await openDialog(page, "Log in");
  await signIn.getByLabel("Email", { exact: true }).fill(email);
  await signIn.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await signIn.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(`Welcome back, ${name}`)).toBeVisible();
  await expect(header(page).getByRole("button", { name: `Account menu for ${name}` })).toBeVisible();

  // The session survives a reload (token in localStorage, profile from the server).
  await page.reload();
  await expect(page.getByText(`Good to see you, ${name}.`)).toBeVisible();
});

test("a wrong password shows the server's message in the dialog", async ({ page }) => {
  await page.goto("/");
  const dialog = await openDialog(page, "Log in");
  await dialog.getByLabel("Email", { exact: true }).fill(`nobody.${Date.now()}@example.com`);
  await dialog.getByLabel("Password", { exact: true }).fill("not-the-password");
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText("Invalid email or password");
  await expect(page).toHaveURL(/\/$/);
});
