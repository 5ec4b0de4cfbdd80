import { expect, test } from "@playwright/test";

import { signUpThroughDialog } from "./support/accounts.ts";

/**
 * Profiles end to end: a new writer opens their own profile from the menu, writes a bio, and a
 * signed-out visitor sees the public profile without the edit controls.
 */
test("edit your own profile and see it as a visitor", async ({ page, browser }) => {
  await signUpThroughDialog(page, "Ada Quill");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Ada Quill" })).toBeVisible();
  await expect(page.getByText("No bio yet")).toBeVisible();
  await expect(page.getByText("You haven't uploaded any scripts yet")).toBeVisible();
  // The month's liquid grant is the first row of the clout panel.
  await expect(page.getByText("Monthly allowance", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Edit profile" }).click();
  const form = page.getByRole("form", { name: "Edit profile" });
  await form.getByLabel("Bio").fill("Writes quiet thrillers set on islands.");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Writes quiet thrillers set on islands.")).toBeVisible();

  const profilePath = await page.evaluate(async () => {
    const res = await fetch("/api/auth/profile", {
      headers: { authorization: `Bearer ${localStorage.getItem("twl.token")}` },
    });
    return `/profile/${(await res.json()).user.id}`;
  });
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(profilePath);
  await expect(visitorPage.getByRole("heading", { level: 1, name: "Ada Quill" })).toBeVisible();
  await expect(visitorPage.getByText("Writes quiet thrillers set on islands.")).toBeVisible();
  await expect(visitorPage.getByText("No public scripts yet")).toBeVisible();
  await expect(visitorPage.getByRole("button", { name: "Edit profile" })).toHaveCount(0);
  await visitor.close();
});
