#!/usr/bin/env node
// `npm start`: builds whatever is missing or out of date (web SPA, server bundle), then runs the server
// in this same process.
// `--role api|worker` runs the API or the job worker alone (they need DATABASE_URL).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const role = args[args.indexOf("--role") + 1] ?? "all";

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function buildIfStale(name, output, inputs, command) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const sources = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
  if (built >= sources) return;
  console.log(`Building ${name}...`);
  const result = spawnSync("npm", command, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`Building ${name} failed.`);
    process.exit(result.status ?? 1);
  }
}

const shared = ["packages/contract/src", "package-lock.json"];
if (role !== "worker") {
  buildIfStale(
    "the web app",
    path.join(root, "apps/web/dist/index.html"),
    ["apps/web/src", "apps/web/index.html", "apps/web/public", ...shared],
    ["run", "build", "-w", "apps/web"],
  );
}
buildIfStale(
  "the server",
  path.join(root, "apps/server/dist/main.js"),
  ["apps/server/src", "apps/server/drizzle", ...shared],
  ["run", "build", "-w", "apps/server"],
);

// The server runs in this process (no wrapper process left resident): the build check above is
// all this script adds. Node's source maps give stack traces in TypeScript terms.
process.setSourceMapsEnabled(true);
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.join(root, "apps/server/dist/main.js")).href);
