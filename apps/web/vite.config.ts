import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

import { pageChunks } from "./chunk-groups.ts";
import { scriptTitleFont } from "./title-font.ts";
import {
  inlineFavicon,
  inlineThemeScript,
  precompress,
  preloadFonts,
  preloadRouteChunks,
  prerenderPages,
} from "./vite-plugins.ts";

const src = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** What the "data" chunk group takes (after the entry's own). */
const DATA_MODULES =
  /packages[\\/]contract[\\/]src[\\/]|node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/;

/** The API server (apps/server) listens here in development. */
const API_TARGET = "http://127.0.0.1:3000";

/** The script page's title font (title-font.ts), written where src/fonts.css imports it from. */
const titleFont = scriptTitleFont(src("./src/generated"));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    titleFont,
    preloadFonts([/inter-latin-wght-normal-[\w-]+\.woff2$/, /fraunces-latin-opsz-normal-[\w-]+\.woff2$/]),
    preloadRouteChunks(fileURLToPath(new URL("./src/app/router.tsx", import.meta.url))),
    inlineThemeScript(fileURLToPath(new URL("./public", import.meta.url))),
    inlineFavicon(fileURLToPath(new URL("./public", import.meta.url))),
    precompress(),
    // The landing page and /discover paint from HTML before the JavaScript runs (data parts as skeletons).
    prerenderPages({
      entry: fileURLToPath(new URL("./src/prerender/render-page.tsx", import.meta.url)),
      pages: ["/", "/discover"],
      // The script page's title paints from its shell once its font is in: that font before the code.
      scriptShellPreloads: () => titleFont.preloadTags(),
    }),
  ],
  server: {
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: true },
      "/health": { target: API_TARGET, changeOrigin: true },
      "/db-health": { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page needs (read by scripts/check-budgets.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        // A long-lived React chunk (it changes far less often than the app code). Other libraries
        // go with the pages that use them (no catch-all vendor chunk: it would put every page's
        // libraries, react-markdown's stack included, on the first paint). Budgets: scripts/check-budgets.mjs.
        // Fewer, larger files where they cost nothing: a browser asks for six at a time over HTTP/1.1,
        // so a page of 57 small files waited for ten rounds of requests.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            // Everything else the first page runs, in one file (it was six).
            { name: "app", tags: ["$initial"], priority: 2 },
            // pdf.js loads only with the PDF reader (a lazy chunk), never with the app shell.
            { name: "pdfjs", test: /node_modules[\\/]pdfjs-dist[\\/]/, priority: 1 },
            // The icons the later pages use, in one file (~6 KB compressed) instead of one file of
            // ~200 bytes per icon and page mix.
            { name: "icons", test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ },
            // What every page loads after its first paint (service notice, page-view tracker,
            // toasts), in one file instead of five.
            {
              name: "after-paint",
              test: /src[\\/](features[\\/]health[\\/]components[\\/]health-banner|features[\\/]analytics[\\/](components[\\/]page-view-tracker|api[\\/]send-page-view|lib[\\/])|components[\\/]ui[\\/]toaster)/,
            },
            // The API's schemas and TanStack Query's hooks that pages load after the entry, in one
            // file (~11 KB compressed) instead of one file per contract module.
            { name: "data", test: DATA_MODULES, priority: 1 },
            // The script page's code in two files, the page writers share (issue 36): its own, and
            // what more than three other lazy modules also use (chunk-groups.ts). Declared last, so
            // the groups above keep their modules.
            {
              debugName: "script-page",
              name: pageChunks({
                entry: src("./src/main.tsx"),
                page: src("./src/app/routes/script-detail.tsx"),
                chunk: "script-page",
                shared: "shared-ui",
                sharedBy: 3,
                skip: DATA_MODULES,
              }),
              // The function names every module itself; with the default, the page's module would
              // pull all it imports into its own chunk. No cycle: what a shared module imports is
              // used at least as widely, so it is shared (or in the entry) too.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
