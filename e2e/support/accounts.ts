import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

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
  await openVerificationLink(page, email);
  return email;
}

/** The verification link the server kept for an address in its local outbox (no SMTP_URL in e2e). */
export async function verificationLinkFor(email: string): Promise<string> {
  const dir = path.resolve(import.meta.dirname, "../..", process.env.E2E_DATA_DIR ?? "", "outbox");
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const names = (() => {
          try {
            return readdirSync(dir);
          } catch {
            return [];
          }
        })();
        for (const name of names.sort().reverse()) {
          const mail = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as {
            to: string;
            link?: string;
            subject: string;
          };
          if (mail.to === email && mail.link?.includes("/api/auth/verify-email")) return (link = mail.link);
        }
        return undefined;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** Opens the emailed link as the owner would: the address counts as verified and the month's clout is granted. */
export async function openVerificationLink(page: Page, email: string): Promise<void> {
  await page.goto(await verificationLinkFor(email));
  await expect(page).toHaveURL(/\/home\?email=verified$/);
}

/** Sign-up answers without a token (it looks the same for taken addresses): sign in next, as the web app does. */
export async function signUpAndSignInViaApi(
  request: APIRequestContext,
  name: string,
  email: string,
): Promise<string> {
  const signUp = await request.post("/api/auth/sign-up/email", { data: { name, email, password: PASSWORD } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const signIn = await request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return ((await signIn.json()) as { token: string }).token;
}

/**
 * Signs up through the API, opens the emailed verification link (an address listed in ADMIN_EMAILS
 * becomes admin only then), signs in and returns the bearer token and user id. Signs in when the
 * account exists already.
 */
export async function signUpVerifiedViaApi(
  request: APIRequestContext,
  name: string,
  email: string,
): Promise<{ token: string; userId: string }> {
  const signUp = await request.post("/api/auth/sign-up/email", { data: { name, email, password: PASSWORD } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const verify = await request.get(await verificationLinkFor(email), { maxRedirects: 0 });
  expect(verify.status(), await verify.text()).toBeLessThan(400);
  const signIn = await request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const body = (await signIn.json()) as { token: string; user: { id: string } };
  return { token: body.token, userId: body.user.id };
}
