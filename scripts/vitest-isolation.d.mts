import type { TestProjectInlineConfiguration } from "vitest/config";

export function filesThatMockModules(root: string, dirs: string[]): string[];
export function isolationProjects(
  root: string,
  include: string[],
  dirs: string[],
): TestProjectInlineConfiguration[];
