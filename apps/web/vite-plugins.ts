import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import ts from "typescript";
import type { Plugin, Rollup } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/** Where prerenderPages writes its pages, inside the build's outDir; it compresses them itself. */
export const PRERENDERED_DIR = "prerendered";

async function* walk(dir: string, skip?: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== skip) yield* walk(full, skip);
    } else yield full;
  }
}

/** Writes `file.br` and `file.gz` next to `file` when they are smaller. */
async function compressFile(file: string): Promise<void> {
  const raw = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz(raw, { level: 9 }),
  ]);
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
}

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip -9) next to every compressible built file,
 * so the server sends them by Accept-Encoding without compressing per request.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "twl:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      // Pre-rendered pages are written (and compressed) by prerenderPages, possibly while this runs.
      for await (const file of walk(outDir, path.join(outDir, PRERENDERED_DIR))) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        jobs.push(compressFile(file));
      }
      await Promise.all(jobs);
    },
  };
}

/**
 * Preloads the font files the first paint uses (body and display faces, Latin), so text does not
 * wait for the CSS to be parsed before the fonts are requested.
 */
export function preloadFonts(patterns: RegExp[]): Plugin {
  return {
    name: "twl:preload-fonts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {});
        return patterns
          .map((pattern) => files.find((f) => pattern.test(f)))
          .filter((f): f is string => f !== undefined)
          .map((f) => ({
            tag: "link",
            attrs: { rel: "preload", href: `/${f}`, as: "font", type: "font/woff2", crossorigin: "" },
            injectTo: "head" as const,
          }));
      },
    },
  };
}

/**
 * One page of the route table: its address pattern (`/scripts/:id`) and the lazy modules it needs,
 * its layouts' first (`/admin/users`: the admin layout, then the page).
 */
export interface RouteModule {
  path: string;
  modules: string[];
}

/**
 * The lazy pages of a route table written like src/app/router.tsx: every object with a `path` and
 * `lazy: lazyPage(() => import("./x.tsx"), ...)`, nested `children` joined to their parent's path.
 * Read with the TypeScript parser, so the table stays ordinary code.
 */
export function lazyRouteModules(source: string, fileName = "router.tsx"): RouteModule[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: RouteModule[] = [];
  const property = (object: ts.ObjectLiteralExpression, name: string) =>
    object.properties.find(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
    )?.initializer;
  const importedBy = (node: ts.Node | undefined): string | undefined => {
    let specifier: string | undefined;
    const visit = (child: ts.Node) => {
      if (
        ts.isCallExpression(child) &&
        child.expression.kind === ts.SyntaxKind.ImportKeyword &&
        child.arguments[0] &&
        ts.isStringLiteral(child.arguments[0])
      )
        specifier ??= child.arguments[0].text;
      else ts.forEachChild(child, visit);
    };
    if (node) visit(node);
    return specifier;
  };
  const walk = (array: ts.ArrayLiteralExpression, parent: string, parentModules: string[]) => {
    for (const element of array.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const pathNode = property(element, "path");
      const isIndex = property(element, "index")?.kind === ts.SyntaxKind.TrueKeyword;
      const own = pathNode && ts.isStringLiteral(pathNode) ? pathNode.text : "";
      const full = own.startsWith("/")
        ? own
        : `${parent.replace(/\/$/, "")}/${own}`.replace(/\/$/, "") || "/";
      const module = importedBy(property(element, "lazy"));
      const modules = module ? [...parentModules, module] : parentModules;
      // Catch-all pages (`*`, not found) are not worth a head start.
      if (module && (own || isIndex) && !own.includes("*")) found.push({ path: full, modules });
      const children = property(element, "children");
      if (children && ts.isArrayLiteralExpression(children)) walk(children, full, modules);
    }
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === "routes" &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    )
      walk(node.initializer, "/", []);
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Where the build writes the route table for the server's preloads (apps/server/src/lib/route-preloads.ts). */
export const ROUTE_CHUNKS_FILE = "route-chunks.json";

/**
 * Lets the first page's code download with the app instead of after it: writes `route-chunks.json`,
 * each lazy page's address pattern and the files its chunk loads (the chunk and its static imports,
 * and the stylesheets they import, without what the entry loads already). The server puts
 * `<link rel="modulepreload">` (`rel="stylesheet"` for CSS) for the patterns that match the address
 * into the HTML it sends, so the browser's preload scanner asks for them with the entry, no script in
 * the way. Without it a page's chunk is asked for only once the entry has downloaded and run (a
 * second round trip on a phone), and its stylesheet only once that chunk has run.
 */
export function preloadRouteChunks(routerFile: string): Plugin {
  return {
    name: "twl:preload-route-chunks",
    apply: "build",
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === "chunk");
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (fileName: string, seen: Set<string>) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry);
      const initial = entry ? closure(entry.fileName, new Set()) : new Set<string>();
      // The stylesheets a set of chunks imports (Vite's metadata), and the entry's own, sent already.
      const cssOf = (files: Iterable<string>) =>
        [...files].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
      const initialCss = new Set(cssOf(initial));
      const routes = lazyRouteModules(await readFile(routerFile, "utf8"), routerFile).flatMap((route) => {
        const files = new Set<string>();
        for (const module of route.modules) {
          const moduleId = path.resolve(path.dirname(routerFile), module);
          // A page placed in a chunk group (vite.config.ts) is one module of that chunk, not its facade.
          const chunk =
            chunks.find((c) => c.isDynamicEntry && c.facadeModuleId === moduleId) ??
            chunks.find((c) => c.moduleIds.includes(moduleId));
          if (chunk) closure(chunk.fileName, files);
        }
        const css = cssOf(files).filter((f) => !initialCss.has(f));
        const extra = [...[...files].filter((f) => !initial.has(f)), ...new Set(css)].map((f) => `/${f}`);
        return extra.length > 0 ? [[route.path, extra]] : [];
      });
      this.emitFile({ type: "asset", fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(routes) });
    },
  };
}

/**
 * Writes the pre-paint theme script (public/theme-init.js) into index.html instead of linking it: a
 * blocking external script held up the first paint by a round trip (more on a phone, where it
 * queued behind the page's other files). The server's Content-Security-Policy allows exactly this
 * script by its hash (apps/server/src/lib/inline-scripts.ts), still no other inline script.
 */
export function inlineThemeScript(publicDir: string): Plugin {
  return {
    name: "twl:inline-theme-script",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      async handler(html) {
        const tag = '<script src="/theme-init.js"></script>';
        if (!html.includes(tag)) throw new Error(`index.html has no ${tag}`);
        const source = (await readFile(path.join(publicDir, "theme-init.js"), "utf8"))
          .replace(/^\/\*[\s\S]*?\*\/\s*/, "")
          .trim();
        return html.replace(tag, () => `<script>${source}</script>`);
      },
    },
  };
}

/**
 * An SVG as a `data:` URI for an HTML attribute: percent-encoded where it must be, quotes made single
 * (the attribute's are double), else base64 when the SVG already has single quotes.
 */
export function svgDataUri(svg: string): string {
  const text = svg.trim().replace(/>\s+</g, "><");
  if (text.includes("'")) return `data:image/svg+xml;base64,${Buffer.from(text).toString("base64")}`;
  return `data:image/svg+xml,${text.replaceAll('"', "'").replace(/[%#<>&\s]/g, (c) => encodeURIComponent(c))}`;
}

/** index.html with its `<link rel="icon">` to /favicon.svg pointing at `svg` itself instead. */
export function withInlineFavicon(html: string, svg: string): string {
  const link = /<link rel="icon" type="image\/svg\+xml" href="\/favicon\.svg" \/>/;
  if (!link.test(html)) throw new Error('index.html has no <link rel="icon"> to /favicon.svg');
  return html.replace(link, () => `<link rel="icon" type="image/svg+xml" href="${svgDataUri(svg)}" />`);
}

/**
 * Writes the site's icon (public/favicon.svg, 300 bytes) into index.html as a `data:` URI: the
 * browser then makes no request for it, one fewer on every first visit (issue 36: the script page's
 * requests). Vite never inlines an icon link (it leaves it to a low-priority fetch); this one is
 * smaller than the request's headers. /favicon.svg is still built and served for anything that
 * links it directly. The server's CSP allows `data:` images (img-src), which covers icons.
 */
export function inlineFavicon(publicDir: string): Plugin {
  return {
    name: "twl:inline-favicon",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      async handler(html) {
        return withInlineFavicon(html, await readFile(path.join(publicDir, "favicon.svg"), "utf8"));
      },
    },
  };
}

/** The file a pre-rendered page is written to, relative to the build's outDir: `/` -> prerendered/index.html. */
export function prerenderedFile(pagePath: string): string {
  const name = pagePath === "/" ? "index" : pagePath.replace(/^\/+|\/+$/g, "");
  return `${PRERENDERED_DIR}/${name}.html`;
}

/**
 * The app shell's file (header and footer around a page placeholder), for every address without a
 * pre-rendered page. Named with `_`: it is no page's address (apps/server/src/lib/prerendered-pages.ts).
 */
export const SHELL_FILE = `${PRERENDERED_DIR}/_shell.html`;

/** The script page's shell (renderScriptShell): its title is filled in by the server for a public script. */
export const SCRIPT_SHELL_FILE = `${PRERENDERED_DIR}/_script.html`;

/**
 * Puts a page's pre-rendered markup into the built index.html: inside `<div id="root">`, marked with
 * the path it was rendered for (main.tsx hydrates only that address). `pagePath` null: the app shell,
 * marked `data-shell`, which the app replaces rather than hydrates.
 */
export function injectPrerendered(indexHtml: string, pagePath: string | null, markup: string): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no empty ${root}`);
  const attr =
    pagePath === null
      ? "data-shell"
      : `data-prerendered="${pagePath.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`;
  return indexHtml.replace(root, () => `<div id="root" ${attr}>${markup}</div>`);
}

/**
 * `html` with `tags` just before its first script or stylesheet tag in `<head>`: the preload scanner
 * asks for what the tags name first, ahead of the page's code and styles on a link they all share.
 */
export function withPreloadsFirst(html: string, tags: string): string {
  if (!tags) return html;
  const head = html.slice(0, html.indexOf("</head>"));
  const at = head.search(/<script type="module"|<link rel="(modulepreload|stylesheet)"/);
  if (at === -1) throw new Error("index.html has no script or stylesheet in its <head>");
  return html.slice(0, at) + tags + "\n    " + html.slice(at);
}

/**
 * Pre-renders `pages` at build time so their first screen paints from the HTML, before the
 * JavaScript has downloaded and run (on a phone, seconds): builds `entry` (it exports
 * `renderPage(path)`, src/prerender/render-page.tsx) for Node with Vite's SSR build, renders each
 * page and writes the built index.html with the markup in #root to `prerendered/<page>.html`, with
 * its brotli and gzip copies, and the app shell (`renderShell()`) to SHELL_FILE. The server sends a
 * page's file for its address (apps/server/src/plugins/web.ts) and the shell for every other address.
 */
export function prerenderPages(options: {
  entry: string;
  pages: string[];
  /** Preload tags for the script page's shell only, put ahead of the page's code (withPreloadsFirst). */
  scriptShellPreloads?: () => string;
}): Plugin {
  let outDir = "dist";
  let root = process.cwd();
  return {
    name: "twl:prerender-pages",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { build } = await import("vite");
      const react = (await import("@vitejs/plugin-react")).default;
      // Inside node_modules so the bundle's imports of React and the other packages resolve.
      const ssrDir = path.join(root, "node_modules/.twl-prerender");
      await build({
        configFile: false,
        root,
        logLevel: "warn",
        plugins: [react()],
        build: {
          ssr: options.entry,
          outDir: ssrDir,
          emptyOutDir: true,
          rolldownOptions: { output: { entryFileNames: "render-page.mjs" } },
        },
      });
      const { renderPage, renderShell, renderScriptShell } = (await import(
        `${pathToFileURL(path.join(ssrDir, "render-page.mjs")).href}?t=${Date.now()}`
      )) as {
        renderPage: (pagePath: string) => Promise<string>;
        renderShell: () => Promise<string>;
        renderScriptShell: () => Promise<string>;
      };
      const indexHtml = await readFile(path.join(outDir, "index.html"), "utf8");
      await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
      const write = async (name: string, html: string) => {
        const file = path.join(outDir, name);
        await writeFile(file, html);
        await compressFile(file);
      };
      for (const page of options.pages)
        await write(prerenderedFile(page), injectPrerendered(indexHtml, page, await renderPage(page)));
      await write(SHELL_FILE, injectPrerendered(indexHtml, null, await renderShell()));
      await write(
        SCRIPT_SHELL_FILE,
        withPreloadsFirst(
          injectPrerendered(indexHtml, null, await renderScriptShell()),
          options.scriptShellPreloads?.() ?? "",
        ),
      );
    },
  };
}
