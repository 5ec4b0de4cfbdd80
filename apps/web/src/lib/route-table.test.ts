import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

import { lazyRouteModules } from "../../vite-plugins.ts";

// The build writes what it reads here into route-chunks.json; the server matches an address against
// it and puts the page's modulepreload tags into the HTML (apps/server/src/lib/route-preloads.ts).

describe("lazyRouteModules (the build's reading of router.tsx)", () => {
  it("finds every lazy page with its full path, layouts first, and skips catch-alls", () => {
    const routes = lazyRouteModules(`
      export const routes = [
        { element: <RootLayout />, children: [{ children: [
          { index: true, element: <LandingPage /> },
          { path: "discover", lazy: lazyPage(() => import("./routes/discover.tsx"), "DiscoverPage") },
          {
            path: "scripts/:id",
            lazy: lazyPage(() => import("./routes/script-detail.tsx"), "ScriptDetailPage"),
          },
          {
            path: "admin",
            lazy: lazyPage(() => import("../features/admin/admin-layout.tsx"), "AdminLayout", RequireAdmin),
            children: [
              { index: true, lazy: lazyPage(() => import("./routes/admin.tsx"), "AdminIndexPage") },
              { path: "users", lazy: lazyPage(() => import("./routes/admin.tsx"), "AdminUsersPage") },
              { path: "*", lazy: lazyPage(() => import("./routes/not-found.tsx"), "NotFoundPage") },
            ],
          },
          { path: "*", lazy: lazyPage(() => import("./routes/not-found.tsx"), "NotFoundPage") },
        ] }] },
      ];
    `);
    expect(routes).toEqual([
      { path: "/discover", modules: ["./routes/discover.tsx"] },
      { path: "/scripts/:id", modules: ["./routes/script-detail.tsx"] },
      { path: "/admin", modules: ["../features/admin/admin-layout.tsx"] },
      { path: "/admin", modules: ["../features/admin/admin-layout.tsx", "./routes/admin.tsx"] },
      { path: "/admin/users", modules: ["../features/admin/admin-layout.tsx", "./routes/admin.tsx"] },
    ]);
  });

  it("reads the real route table", () => {
    const source = readFileSync(join(import.meta.dirname, "../app/router.tsx"), "utf8");
    const paths = lazyRouteModules(source).map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(["/discover", "/scripts/:id", "/login", "/admin/users"]));
  });
});
