import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { lazyRouteModules } from "../../vite-plugins.ts";

/** Runs the real pre-paint script from public/ at `pathname`, with the build's route list. */
function runRoutePreload(pathname: string, routes: [string, string[]][]) {
  window.history.replaceState(null, "", pathname);
  const data = document.createElement("script");
  data.type = "application/json";
  data.id = "route-chunks";
  data.textContent = JSON.stringify(routes);
  document.head.append(data);
  const source = readFileSync(join(import.meta.dirname, "../../public/route-preload.js"), "utf8");
  new Function(source)();
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute("href"),
  );

const ROUTES: [string, string[]][] = [
  ["/discover", ["/assets/discover.js", "/assets/zod.js"]],
  ["/scripts", ["/assets/scripts-list.js"]],
  ["/scripts/:id", ["/assets/script-detail.js", "/assets/zod.js"]],
  ["/admin", ["/assets/admin-layout.js"]],
  ["/admin", ["/assets/admin-layout.js", "/assets/admin.js"]],
];

afterEach(() => {
  document.head.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("public/route-preload.js", () => {
  it("preloads the chunks of the page being opened", () => {
    runRoutePreload("/discover?sort=newest", ROUTES);
    expect(preloaded()).toEqual(["/assets/discover.js", "/assets/zod.js"]);
  });

  it("matches parameters segment by segment", () => {
    runRoutePreload("/scripts/3f2a", ROUTES);
    expect(preloaded()).toEqual(["/assets/script-detail.js", "/assets/zod.js"]);
  });

  it("joins every matching entry once (a layout and its index page)", () => {
    runRoutePreload("/admin", ROUTES);
    expect(preloaded()).toEqual(["/assets/admin-layout.js", "/assets/admin.js"]);
  });

  it("preloads nothing for the landing page, an unknown page or a broken list", () => {
    runRoutePreload("/", ROUTES);
    runRoutePreload("/nowhere/at/all", ROUTES);
    expect(preloaded()).toEqual([]);
    document.getElementById("route-chunks")!.textContent = "{not json";
    expect(() => runRoutePreload("/discover", [])).not.toThrow();
  });
});

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
