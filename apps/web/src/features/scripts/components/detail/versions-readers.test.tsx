import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { makeUser, mockAuthApi } from "../../../../test/auth-fixtures.ts";
import { jsonResponse } from "../../../../test/mock-fetch.ts";
import { renderApp } from "../../../../test/render-app.tsx";
import { makeScriptDetail } from "../../../../test/script-fixtures.ts";

const VERSION = {
  id: "v-2",
  version: 2,
  fileType: "pdf",
  fileName: "night-shift.pdf",
  sizeBytes: 1234,
  pageCount: 110,
  createdAt: "2025-02-01T10:00:00.000Z",
  uploader: { name: "Grace Hopper" },
  isActive: true,
  coverage: null,
};

describe("versions and covers of a public script", () => {
  it("lists the versions for any signed-in reader, without the editor's actions", async () => {
    mockAuthApi({
      user: makeUser({ id: "reader-9" }),
      routes: {
        "/api/scripts/script-1": () =>
          jsonResponse({
            success: true,
            script: makeScriptDetail({
              coverUrl: "/api/scripts/script-1/cover?size=detail&v=1",
              activeCoverVersion: 1,
            }),
          }),
        "/api/protected/scripts/script-1/versions": () =>
          jsonResponse({
            success: true,
            versions: [VERSION, { ...VERSION, id: "v-1", version: 1, isActive: false }],
          }),
      },
    });
    const { user } = renderApp("/scripts/script-1");
    const versionsButton = await screen.findByRole("button", { name: "Versions" }, { timeout: 5000 });
    expect(screen.getByRole("button", { name: "Open cover gallery" })).toBeInTheDocument();
    await user.click(versionsButton);
    const dialog = await screen.findByRole("dialog", { name: "Script versions" }, { timeout: 5000 });
    expect(await within(dialog).findAllByRole("listitem", {}, { timeout: 5000 })).toHaveLength(2);
    expect(within(dialog).queryByRole("button", { name: /Set version 1 active/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Upload new version" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
  });

  it("offers neither to signed-out visitors", async () => {
    mockAuthApi({
      routes: {
        "/api/scripts/script-1": () =>
          jsonResponse({
            success: true,
            script: makeScriptDetail({ coverUrl: "/api/scripts/script-1/cover?size=detail&v=1" }),
          }),
      },
    });
    renderApp("/scripts/script-1");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Night Shift" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Versions" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Open cover gallery" })).not.toBeInTheDocument();
  });
});
