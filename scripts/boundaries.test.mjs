// Run with `node --test scripts/` (part of `npm run check:boundaries`): proves the checker fails.
import assert from "node:assert/strict";
import { test } from "node:test";

import { findCycles, findViolations, importZones, parseModuleOrder } from "./boundaries.mjs";

const mod = (name, file = "x.ts") => `apps/server/src/modules/${name}/${file}`;
const route = (file) => `apps/server/src/routes/${file}`;
const feature = (name, file = "components/x.tsx") => `apps/web/src/features/${name}/${file}`;
// bottom first: db-ish "scripts" at the bottom, "read-model" on top.
const layers = [["scripts"], ["coverage", "reviews"], ["read-model"]];

test("a clean graph passes", () => {
  const graph = {
    [mod("coverage")]: [mod("scripts"), "apps/server/src/db/schema.ts"],
    [mod("read-model")]: [mod("coverage"), mod("reviews")],
    [route("scripts.routes.ts")]: [mod("read-model")],
    "apps/server/src/app.ts": [route("scripts.routes.ts")],
    [feature("scripts")]: [feature("scripts", "api/get.ts"), "apps/web/src/components/ui/button.tsx"],
  };
  assert.deepEqual(findViolations(graph, layers), []);
});

test("a cross-feature import fails", () => {
  const graph = { [feature("profiles")]: [feature("scripts", "api/get-script.ts")] };
  const problems = findViolations(graph, layers);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /feature profiles imports feature scripts/);
});

test("a module cycle fails", () => {
  const graph = {
    [mod("scripts", "to-dto.ts")]: [mod("coverage", "coverage.repo.ts")],
    [mod("coverage", "request.ts")]: [mod("scripts", "scripts.repo.ts")],
  };
  const problems = findViolations(graph, layers);
  assert.ok(
    problems.some((p) => p.startsWith("module cycle: coverage, scripts")),
    problems.join("\n"),
  );
});

test("an import up the order fails, and so does one within a layer", () => {
  const up = findViolations({ [mod("coverage")]: [mod("read-model")] }, layers);
  assert.equal(up.length, 1);
  assert.match(up[0], /coverage may not import read-model/);
  const sideways = findViolations({ [mod("coverage")]: [mod("reviews")] }, layers);
  assert.match(sideways[0] ?? "", /coverage may not import reviews/);
});

test("route files compose freely, but a module may not import one", () => {
  assert.deepEqual(
    findViolations({ [route("scripts.routes.ts")]: [mod("read-model"), mod("coverage")] }, layers),
    [],
  );
  const problems = findViolations({ [mod("coverage")]: [route("scripts.routes.ts")] }, layers);
  assert.match(problems[0] ?? "", /only app.ts imports route files/);
});

test("a route file inside a module fails: the composition layer is src/routes/", () => {
  const problems = findViolations({ [mod("scripts", "scripts.routes.ts")]: [mod("scripts")] }, layers);
  assert.deepEqual(problems, [
    "route files live in apps/server/src/routes/: apps/server/src/modules/scripts/scripts.routes.ts",
  ]);
});

test("a module missing from the order fails", () => {
  const problems = findViolations({ [mod("billing")]: [mod("scripts")] }, layers);
  assert.match(problems[0] ?? "", /"billing" is not in the server module order/);
});

test("cycles are found across three modules", () => {
  const cycles = findCycles([
    { from: "a", to: "b" },
    { from: "b", to: "c" },
    { from: "c", to: "a" },
    { from: "c", to: "d" },
  ]);
  assert.deepEqual(cycles, [["a", "b", "c"]]);
});

test("the order is read from the marked block, top layer first", () => {
  const md =
    "# A\n\n<!-- server-module-order -->\n```\nread-model   # top\ncoverage, reviews\nscripts\n```\n";
  assert.deepEqual(parseModuleOrder(md), layers);
});

test("the ESLint zones follow the documented order", () => {
  const zones = importZones();
  const scripts = zones.find((z) => z.files[0] === "apps/server/src/modules/scripts/**/*.ts");
  const regex = new RegExp(scripts.rules["no-restricted-imports"][1].patterns[0].regex);
  assert.ok(regex.test("../coverage/coverage.repo.ts"));
  assert.ok(regex.test("../../read-model/to-script-dto.ts"));
  assert.ok(!regex.test("../identity/authenticate.ts"));
  assert.ok(!regex.test("./script-access.ts"));
  assert.ok(regex.test("../../routes/scripts.routes.ts"));
  const nested = zones.find((z) => z.files[0] === "apps/web/src/features/*/*/*.{ts,tsx}");
  const feature = new RegExp(nested.rules["no-restricted-imports"][1].patterns[0].regex);
  assert.ok(feature.test("../../scripts/api/get-script.ts"));
  assert.ok(feature.test("../../../features/scripts/api/get-script.ts"));
  assert.ok(!feature.test("../api/get-script.ts"));
  assert.ok(!feature.test("../../../components/ui/button.tsx"));
});
