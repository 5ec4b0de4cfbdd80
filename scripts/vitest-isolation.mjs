import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The test files below `dirs` (relative to `root`) that replace a module with vi.mock/vi.doMock, or
 * that say `@vitest-isolate` because they check the process's globals. Such a file needs module
 * instances (and a global object) of its own; the rest of a suite can share its worker's modules
 * (`isolate: false`), which halves a suite's CPU time: most of an isolated file's time is importing
 * the app again (and, for the web, starting jsdom again).
 */
export function filesThatMockModules(root, dirs) {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${dir}/${file.split(path.sep).join("/")}`)
      .filter((file) =>
        /\bvi\.(do)?[mM]ock\(|@vitest-isolate\b/.test(readFileSync(path.join(root, file), "utf8")),
      ),
  );
}

/** Vitest projects: files that mock modules run isolated, every other file shares its worker. */
export function isolationProjects(root, include, dirs) {
  const mocking = filesThatMockModules(root, dirs);
  return [
    { extends: true, test: { name: "shared", include, exclude: mocking, isolate: false } },
    ...(mocking.length ? [{ extends: true, test: { name: "isolated", include: mocking } }] : []),
  ];
}
