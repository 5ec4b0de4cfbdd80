import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { makeUser, mockAuthApi } from "../../../../test/auth-fixtures.ts";
import { jsonResponse } from "../../../../test/mock-fetch.ts";
import { renderApp } from "../../../../test/render-app.tsx";
import { makeOwnScript } from "../../../../test/script-fixtures.ts";

const VERSION = {
  fileType: "pdf",
  fileName: "a.pdf",
  pageCount: 110,
  uploader: { name: "Ada" },
  coverage: null,
};
const VERSIONS = [2, 1].map((version) => ({
  ...VERSION,
  id: `v${version}`,
  version,
  sizeBytes: 1024,
  createdAt: "2025-01-05T10:00:00.000Z",
  isActive: version === 2,
}));
const COVERS = [1, 2, 3].map((version) => ({
  version,
  url: `/api/scripts/script-1/cover?version=${version}`,
  isActive: version === 3,
}));
const STORAGE = {
  tier: "free",
  usedBytes: 95 * 1024 * 1024,
  quotaBytes: 100 * 1024 * 1024,
  maxVersionsPerScript: 2,
  maxCoversPerScript: 10,
  uploadsPerMinute: 12,
};

function renderOwner() {
  const deletes: string[] = [];
  const remember = (path: string) => (init?: RequestInit) => {
    if (init?.method === "DELETE") deletes.push(path);
    return jsonResponse({ success: true, script: makeOwnScript() });
  };
  mockAuthApi({
    user: makeUser(),
    routes: {
      "/api/scripts/script-1": () =>
        jsonResponse({ success: true, script: makeOwnScript({ coverUrl: COVERS[2]!.url }) }),
      "/api/protected/scripts/script-1/versions": () => jsonResponse({ success: true, versions: VERSIONS }),
      "/api/protected/scripts/script-1/cover-images": () =>
        jsonResponse({ success: true, coverImages: COVERS }),
      "/api/account/storage": () => jsonResponse({ success: true, storage: STORAGE }),
      "/api/protected/scripts/script-1/versions/1": remember("versions/1"),
      "/api/protected/scripts/script-1/covers/1": remember("covers/1"),
    },
  });
  return { ...renderApp("/scripts/script-1"), deletes };
}

describe("storage in the versions dialog and the cover gallery", () => {
  it("shows the quota and the version cap with what to do, and deletes an old version", async () => {
    const { user, deletes } = renderOwner();
    await user.click(await screen.findByRole("button", { name: "Versions" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Script versions" }));
    expect(await dialog.findByText("95 MB of 100 MB used")).toBeInTheDocument();
    expect(dialog.getByText(/Almost full\. Delete old versions, covers or scripts/)).toBeInTheDocument();
    expect(
      await dialog.findByText(
        "2 of 2 versions kept. Delete an old version below before uploading a new one.",
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: "Delete version 2" })).not.toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Delete version 1" }));
    await user.click(await screen.findByRole("button", { name: "Delete version" }));
    expect(await screen.findByText("Version 1 was deleted")).toBeInTheDocument();
    expect(deletes).toEqual(["versions/1"]);
  });

  it("shows the cover cap and deletes an old cover, never the active one", async () => {
    const { user, deletes } = renderOwner();
    await user.click(await screen.findByRole("button", { name: "Open cover gallery" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cover gallery" }));
    expect(
      await dialog.findByText("3 of 10 covers kept. Delete old covers you no longer need to free space."),
    ).toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: /Delete this cover/ })).not.toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Next cover" }));
    await user.click(dialog.getByRole("button", { name: /Delete this cover/ }));
    await user.click(await screen.findByRole("button", { name: "Delete cover" }));
    expect(await screen.findByText("Cover version 1 was deleted")).toBeInTheDocument();
    expect(deletes).toEqual(["covers/1"]);
  });
});
