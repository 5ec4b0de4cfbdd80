import type { RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { WAIT_FOR } from "../test/wait-for.ts";
import { lazyPage, prefetchOnIntent, withLoadedRoutes } from "./lazy-page.tsx";

const Page = () => <p>Loaded page</p>;

describe("lazy pages", () => {
  it("loads a page's module once, however often the route or a prefetch asks", async () => {
    const load = vi.fn(async () => ({ DiscoverPage: Page }));
    const lazy = lazyPage(load, "DiscoverPage") as () => Promise<{ Component: unknown }>;
    const [a, b] = await Promise.all([lazy(), lazy()]);
    expect(a.Component).toBe(Page);
    expect(b.Component).toBe(Page);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("prefetches the code of a linked page on hover or focus (intent), not before", async () => {
    const load = vi.fn(async () => ({ DiscoverPage: Page }));
    const other = vi.fn(async () => ({ UploadPage: Page }));
    const routes: RouteObject[] = [
      { path: "discover", lazy: lazyPage(load, "DiscoverPage") },
      { path: "upload", lazy: lazyPage(other, "UploadPage") },
    ];
    document.body.innerHTML =
      '<a href="/discover?sort=clout">Discover</a><a href="https://example.com/upload">Away</a>';
    const stop = prefetchOnIntent(routes);
    expect(load).not.toHaveBeenCalled();
    document.querySelector('a[href^="https"]')!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    document
      .querySelector('a[href^="/discover"]')!
      .dispatchEvent(new Event("pointerover", { bubbles: true }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), WAIT_FOR);
    expect(other).not.toHaveBeenCalled();
    // Once loaded, the route table can be made static (what the test renderer does).
    await (routes[0]!.lazy as () => Promise<unknown>)();
    const [staticRoute] = withLoadedRoutes(routes);
    expect(staticRoute?.lazy).toBeUndefined();
    expect(staticRoute?.Component).toBe(Page);
    stop();
  });
});
