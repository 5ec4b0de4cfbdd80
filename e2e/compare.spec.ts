import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

import { signUpVerifiedViaApi } from "./support/accounts.ts";

/**
 * Draft over draft (issue 32): a writer uploads a draft and has it covered, uploads a rewrite, opens
 * the comparison from the versions dialog, sees the changed scenes and numbers, re-covers the
 * rewrite from the compare view and reads each older note's status.
 */

const draft = readFileSync(
  path.join(import.meta.dirname, "../packages/screenplay/corpus/feature.fountain"),
  "utf8",
);
/** The rewrite: "the" becomes "that" through the first third, and the last scene is cut. */
const cutAt = Math.max(draft.lastIndexOf("\n\nINT."), draft.lastIndexOf("\n\nEXT."));
const third = Math.floor(cutAt / 3);
const rewrite = `${draft.slice(0, third).replace(/ the /g, " that ")}${draft.slice(third, cutAt)}\n`;

test("compare a rewrite with the covered draft: scenes, numbers and note statuses", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
  const writer = await signUpVerifiedViaApi(request, "Mara Okafor", `compare.${stamp}@example.com`);
  const admin = await signUpVerifiedViaApi(request, "Admin", "admin.e2e@example.com");
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  // Two coverages this month: the draft's and the rewrite's.
  const grant = await request.put(`/api/admin/users/${writer.userId}/coverage`, {
    headers: auth(admin.token),
    data: { coverageRemaining: 2 },
  });
  expect(grant.status(), await grant.text()).toBe(200);

  const upload = await request.post("/api/protected/scripts/upload", {
    headers: auth(writer.token),
    multipart: {
      title: "Salt and Iron",
      genres: '["drama"]',
      isPublic: "false",
      file: { name: "draft.fountain", mimeType: "text/plain", buffer: Buffer.from(draft) },
    },
  });
  expect(upload.status()).toBe(201);
  const scriptId = (await upload.json()).script.id as string;
  const cover = await request.post(`/api/protected/scripts/${scriptId}/coverage`, {
    headers: auth(writer.token),
  });
  expect(cover.status(), await cover.text()).toBe(200);
  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(`/api/protected/scripts/${scriptId}/coverage`, { headers: auth(writer.token) })
          ).json()
        ).coverage?.status,
      { timeout: 60_000 },
    )
    .toBe("completed");
  const second = await request.post(`/api/protected/scripts/${scriptId}/upload-version`, {
    headers: auth(writer.token),
    multipart: { file: { name: "rewrite.fountain", mimeType: "text/plain", buffer: Buffer.from(rewrite) } },
  });
  expect(second.status(), await second.text()).toBeLessThan(300);

  const context = await browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem("twl.token", value), writer.token);
  const page = await context.newPage();
  await page.goto(`/scripts/${scriptId}/compare?from=1&to=2`);
  await expect(page.getByRole("heading", { name: "Compare drafts" })).toBeVisible();
  const summary = page.getByLabel("Summary of changes");
  await expect(summary).toContainText("cut");
  await expect(summary).toContainText("rewritten");
  await expect(
    page.getByRole("list", { name: "Scenes" }).locator("[data-kind=rewritten]").first(),
  ).toBeVisible();

  await page.getByRole("radio", { name: "Numbers" }).click();
  await expect(page.getByRole("row", { name: /^Scenes/ })).toContainText("-1");

  await page.getByRole("radio", { name: "Coverage" }).click();
  await page.getByRole("button", { name: "Re-cover version 2" }).click();
  const notes = page.getByRole("list", { name: "Notes" });
  await expect(notes).toBeVisible({ timeout: 60_000 });
  await expect(notes.locator("[data-status]").first()).toBeVisible();
  await expect(notes).toContainText(/Addressed|Partly addressed|Still open/);
  await context.close();
});
