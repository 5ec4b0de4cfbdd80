#!/usr/bin/env node
// `npm run dev`: the API + worker with reload on change (tsx watch, port 3000) and the Vite dev server
// with hot module replacement (port 5173, proxying /api, /health and /db-health to the API).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

const children = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: "inherit",
  }),
  spawn(bin("vite"), ["--port", "5173"], { cwd: path.join(root, "apps/web"), stdio: "inherit" }),
];
console.log("\n  Dev servers starting: open http://localhost:5173 (API on http://localhost:3000)\n");

const stop = (code) => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
};
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
