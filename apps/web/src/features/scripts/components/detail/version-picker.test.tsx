import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, makeUser, mockAuthApi } from "../../../../test/auth-fixtures.ts";
import { jsonResponse, type RouteHandler } from "../../../../test/mock-fetch.ts";
import { renderApp } from "../../../../test/render-app.tsx";
import { makeOwnScript, makeScriptDetail } from "../../../../test/script-fixtures.ts";

const VERSION = {
  fileName: "a",
  pageCount: 110,
  uploader: { name: "Ada Lovelace" },
  coverage: null,
  sizeBytes: 1000,
};
const VERSIONS = [
  {
    ...VERSION,
    id: "v1",
    version: 1,
    fileType: "pdf",
    createdAt: "2025-01-05T10:00:00.000Z",
    isActive: false,
  },
  {
    ...VERSION,
    id: "v3",
    version: 3,
    fileType: "fountain",
    createdAt: "2025-03-05T10:00:00.000Z",
    isActive: false,
  },
  {
    ...VERSION,
    id: "v2",
    version: 2,
    fileType: "fdx",
    createdAt: "2025-02-05T10:00:00.000Z",
    isActive: true,
  },
];

const fileUrl = (version: number) => ({
  success: true,
  url: `/files/v${version}`,
  version,
  fileType: "pdf",
  expiresAt: "2030-01-01T00:00:00.000Z",
});

function renderReadTab(script: ReturnType<typeof makeScriptDetail>, versions: RouteHandler) {
  const fetchMock = mockAuthApi({
    user: makeUser(),
    routes: {
      "/api/scripts/script-1": () => jsonResponse({ success: true, script }),
      "/api/protected/scripts/script-1/versions": versions,
      "/api/protected/scripts/script-1/url": () => jsonResponse(fileUrl(2)),
      "/api/scripts/script-1/url": () => jsonResponse(fileUrl(2)),
      "/api/scripts/script-1/screenplay": () =>
        jsonResponse({ success: true, version: 2, status: "pending" }),
    },
  });
  return { ...renderApp("/scripts/script-1?tab=read"), fetchMock };
}

describe("version selector of the Read tab", () => {
  it("lists every version for editors, newest first, with the active one marked and chosen", async () => {
    const { user, router, fetchMock } = renderReadTab(
      makeOwnScript({ activeVersion: 2, versionCount: 3 }),
      () => jsonResponse({ success: true, versions: VERSIONS }),
    );
    const select = await screen.findByRole("combobox", { name: "Version" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Version 3 · Fountain", "Version 2 (active) · Final Draft", "Version 1 · PDF"]);
    expect(select).toHaveValue("2");

    await user.selectOptions(select, "1");
    expect(router.state.location.search).toBe("?tab=read&version=1");
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain("/api/protected/scripts/script-1/url?version=1");

    await user.selectOptions(select, "2");
    expect(router.state.location.search).toBe("?tab=read");
  });

  it("shows only the active version to readers", async () => {
    const { fetchMock } = renderReadTab(makeScriptDetail({ activeVersion: 2, versionCount: 3 }), () =>
      jsonResponse({ success: true, versions: VERSIONS }),
    );
    expect(await screen.findByText("Version 2 (active)")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Version" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/versions"))).toBe(false);
  });

  it("treats a refused version list (403) as the active version only", async () => {
    renderReadTab(makeOwnScript({ activeVersion: 2 }), () => apiError("Forbidden", 403));
    expect(await screen.findByText("Version 2 (active)")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Version" })).not.toBeInTheDocument();
  });
});
