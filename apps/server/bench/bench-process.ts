/** What the API benches share: running a command from the project root, and a web app to serve. */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { projectRoot } from "../src/lib/paths.ts";

const root = projectRoot();

/** Runs a command from the project root with extra env, its output shown; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/** The built web app, or a one-file stand-in (the page route writes its tags into index.html). */
export async function webDistDir(dataDir: string): Promise<string> {
  const built = path.join(root, "apps/web/dist");
  if (existsSync(path.join(built, "index.html"))) return built;
  const dir = path.join(dataDir, "web-dist");
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="The White List." /><title>The White List</title></head><body><div id="root"></div></body></html>`,
  );
  return dir;
}
