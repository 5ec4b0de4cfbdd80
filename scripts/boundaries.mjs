// The rules behind `npm run check:boundaries`, as pure functions over a file graph
// ({ "apps/server/src/modules/a/x.ts": ["apps/server/src/modules/b/y.ts", ...] }), so they can be
// tested without touching the disk. check-boundaries.mjs builds the graph with madge and prints the result.

import { readFileSync } from "node:fs";

const SERVER_MODULE = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/;
const SERVER_ROUTES = /^apps\/server\/src\/routes\/(.+)$/;
const WEB_FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;

/**
 * What a file belongs to: a server module, the composition layer (src/routes/ and app.ts, which may
 * import any module), a web feature, or nothing the rules look at.
 */
export function classify(file) {
  const server = SERVER_MODULE.exec(file);
  if (server) return { kind: "module", name: server[1], routeFile: server[2].endsWith(".routes.ts") };
  const routes = SERVER_ROUTES.exec(file);
  if (routes) return { kind: "routes", name: routes[1] };
  if (file === "apps/server/src/app.ts") return { kind: "routes", name: "app" };
  const web = WEB_FEATURE.exec(file);
  if (web) return { kind: "feature", name: web[1] };
  return null;
}

/**
 * Reads the documented module order: the fenced block after the `server-module-order` marker in
 * docs/ARCHITECTURE.md, one layer per line, top layer first, modules separated by commas, `#` starts a comment.
 * Returns the layers bottom first.
 */
export function parseModuleOrder(markdown) {
  const marker = markdown.indexOf("<!-- server-module-order");
  if (marker < 0) throw new Error("docs/ARCHITECTURE.md has no <!-- server-module-order --> block");
  const block = /```[a-z]*\n([\s\S]*?)```/.exec(markdown.slice(marker));
  if (!block) throw new Error("the server-module-order marker is not followed by a fenced block");
  const layers = block[1]
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter(Boolean)
    .map((line) =>
      line
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean),
    );
  return layers.reverse();
}

/** File edges collapsed to module edges (and feature edges), each with the first file pair seen as evidence. */
export function collapse(fileGraph) {
  const moduleEdges = new Map(); // "a -> b" => { from, to, example }
  const featureEdges = new Map();
  const routeImports = [];
  const misplacedRoutes = [];
  for (const [from, deps] of Object.entries(fileGraph)) {
    const a = classify(from);
    if (!a) continue;
    if (a.routeFile) misplacedRoutes.push(from);
    for (const to of deps) {
      const b = classify(to);
      if (!b) continue;
      if (a.kind === "module" && b.kind === "routes") routeImports.push({ from, to });
      if (a.kind === "module" && b.kind === "module" && a.name !== b.name) {
        const key = `${a.name} -> ${b.name}`;
        if (!moduleEdges.has(key))
          moduleEdges.set(key, { from: a.name, to: b.name, example: `${from} -> ${to}` });
      }
      if (a.kind === "feature" && b.kind === "feature" && a.name !== b.name) {
        const key = `${a.name} -> ${b.name}`;
        if (!featureEdges.has(key))
          featureEdges.set(key, { from: a.name, to: b.name, example: `${from} -> ${to}` });
      }
    }
  }
  return {
    moduleEdges: [...moduleEdges.values()],
    featureEdges: [...featureEdges.values()],
    routeImports,
    misplacedRoutes,
  };
}

/** Strongly connected components with more than one member (Tarjan), each sorted. */
export function findCycles(edges) {
  const next = new Map();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from).push(to);
  }
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (v) => {
    indexOf.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), indexOf.get(w)));
      }
    }
    if (low.get(v) === indexOf.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!indexOf.has(v)) visit(v);
  return cycles;
}

/**
 * Every broken rule, as one line each:
 * - a cycle between server modules;
 * - a server module importing a module in the same or a higher layer of the documented order
 *   (or a module the order does not list);
 * - a server module importing a route file (only app.ts composes routes);
 * - a route file (`*.routes.ts`) inside a module instead of src/routes/;
 * - a web feature importing another web feature.
 */
export function findViolations(fileGraph, layers) {
  const { moduleEdges, featureEdges, routeImports, misplacedRoutes } = collapse(fileGraph);
  const layerOf = new Map();
  layers.forEach((layer, i) => layer.forEach((name) => layerOf.set(name, i)));
  const problems = [];
  for (const cycle of findCycles(moduleEdges)) {
    const inCycle = moduleEdges.filter((e) => cycle.includes(e.from) && cycle.includes(e.to));
    problems.push(`module cycle: ${cycle.join(", ")} (${inCycle.map((e) => e.example).join("; ")})`);
  }
  const unlisted = new Set();
  for (const edge of moduleEdges) {
    for (const name of [edge.from, edge.to]) {
      if (!layerOf.has(name) && !unlisted.has(name)) {
        unlisted.add(name);
        problems.push(`module "${name}" is not in the server module order (docs/ARCHITECTURE.md)`);
      }
    }
    if (!layerOf.has(edge.from) || !layerOf.has(edge.to)) continue;
    if (layerOf.get(edge.to) >= layerOf.get(edge.from)) {
      problems.push(
        `${edge.from} may not import ${edge.to} (not below it in the server module order): ${edge.example}`,
      );
    }
  }
  for (const { from, to } of routeImports) problems.push(`only app.ts imports route files: ${from} -> ${to}`);
  for (const file of misplacedRoutes) problems.push(`route files live in apps/server/src/routes/: ${file}`);
  for (const edge of featureEdges)
    problems.push(`feature ${edge.from} imports feature ${edge.to}: ${edge.example}`);
  return problems;
}

/**
 * The same rules as ESLint `no-restricted-imports` zones, for the editor. Import paths are relative,
 * so a web zone is one block per folder depth inside a feature: from `features/<a>/<d-1 folders>/file`,
 * exactly d `../` lead to `features/`, and going on from there enters a feature. A server zone is one
 * block per module, naming every module not below it. Type-only imports are allowed, as in the checker.
 */
export function importZones(root = new URL("..", import.meta.url)) {
  const layers = parseModuleOrder(readFileSync(new URL("docs/ARCHITECTURE.md", root), "utf8"));
  const zones = [];
  for (let depth = 1; depth <= 6; depth++) {
    const up = "\\.\\./".repeat(depth);
    zones.push({
      files: [`apps/web/src/features/*/${"*/".repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              {
                regex: `^${up}(\\.\\./features/)?[^./]`,
                allowTypeImports: true,
                message:
                  "Features don't import features: move shared code to components/ or lib/, or compose in app/.",
              },
            ],
          },
        ],
      },
    });
  }
  layers.forEach((layer, i) => {
    const notBelow = layers.slice(i).flat();
    for (const name of layer) {
      // No module imports the composition layer (src/routes/, two folders up).
      const forbidden = [...notBelow.filter((other) => other !== name), "routes"];
      zones.push({
        files: [`apps/server/src/modules/${name}/**/*.ts`],
        rules: {
          "no-restricted-imports": [
            "error",
            {
              patterns: [
                {
                  regex: `^(\\.\\./)+(${forbidden.join("|")})/`,
                  allowTypeImports: true,
                  message: `${name} may import only modules below it in the server module order (docs/ARCHITECTURE.md); route files compose.`,
                },
              ],
            },
          ],
        },
      });
    }
  });
  return zones;
}
