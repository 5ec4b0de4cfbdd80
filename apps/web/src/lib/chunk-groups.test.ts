import { describe, expect, it } from "vitest";

import { pageChunks, staticClosure } from "../../chunk-groups.ts";

/** A module graph: id -> [static imports, dynamic imports]. */
function graphOf(modules: Record<string, [string[], string[]?]>) {
  return {
    getModuleInfo: (id: string) => {
      const entry = modules[id];
      return entry ? { importedIds: entry[0], dynamicallyImportedIds: entry[1] ?? [] } : null;
    },
  };
}

// main loads page (the script page) and three other pages lazily; widget is shared by the script
// page and all three others, helper by the script page and one other, own by the script page only.
const graph = graphOf({
  main: [["app"], ["page", "other1", "other2", "other3"]],
  app: [["barrel"]],
  barrel: [["schemaA", "schemaB"]],
  page: [["own", "widget", "helper", "barrel"]],
  own: [["widget"]],
  widget: [["schemaA"]],
  helper: [[]],
  other1: [["widget", "helper"]],
  other2: [["widget"]],
  other3: [["widget"]],
  schemaA: [[]],
  schemaB: [[]],
});

describe("staticClosure", () => {
  it("follows static imports only, and not into skipped modules", () => {
    expect([...staticClosure(graph, "main")].sort()).toEqual(["app", "barrel", "main", "schemaA", "schemaB"]);
    expect([...staticClosure(graph, "page", /schema|barrel/)].sort()).toEqual([
      "helper",
      "own",
      "page",
      "widget",
    ]);
  });
});

describe("pageChunks", () => {
  const name = pageChunks({
    entry: "main",
    page: "page",
    chunk: "script-page",
    shared: "shared-ui",
    sharedBy: 2,
    skip: /schema|barrel/,
  });

  it("puts the page's widely shared modules in the shared chunk and the rest in the page's", () => {
    expect(name("widget", graph)).toBe("shared-ui");
    expect(name("helper", graph)).toBe("script-page");
    expect(name("own", graph)).toBe("script-page");
    expect(name("page", graph)).toBe("script-page");
  });

  it("leaves skipped modules and modules the page does not import to the other groups", () => {
    expect(name("schemaA", graph)).toBeNull();
    expect(name("barrel", graph)).toBeNull();
    expect(name("other1", graph)).toBeNull();
    expect(name("main", graph)).toBeNull();
  });
});
