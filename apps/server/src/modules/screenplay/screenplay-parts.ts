import { SCREENPLAY_PART_MAX_BYTES, type ScreenplayParts } from "@twl/contract";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The answers of a finished parse, one JSON body per part (screenplayResponseSchema): whole pages
 * grouped up to `maxPartBytes` of JSON each. Part 1 carries the model's head (title page, the
 * scenes as an index without their elements, characters, layout) and the statistics with its
 * pages; the others carry their pages only. Every part lists the page ranges of all parts, so a
 * reader can fetch the part holding any page.
 */
export function splitScreenplay(
  version: number,
  model: unknown,
  stats: unknown,
  maxPartBytes = SCREENPLAY_PART_MAX_BYTES,
): Buffer[] {
  const { pages: modelPages, ...head } = isRecord(model) ? model : {};
  const pages = Array.isArray(modelPages) ? (modelPages as unknown[]) : [];
  // The scenes' elements repeat the text the pages hold (half of a model's bytes): the reader
  // needs the scenes as an index only.
  if (Array.isArray(head.scenes))
    head.scenes = head.scenes.map((scene: unknown) => {
      if (!isRecord(scene)) return scene;
      const { elements: _elements, ...index } = scene;
      return index;
    });

  const groups: string[][] = [[]];
  const ranges: ScreenplayParts["ranges"] = [];
  let bytes = 0;
  pages.forEach((page, i) => {
    const json = JSON.stringify(page);
    const current = groups[groups.length - 1]!;
    if (current.length > 0 && bytes + json.length > maxPartBytes) {
      groups.push([json]);
      bytes = json.length;
    } else {
      current.push(json);
      bytes += json.length + 1;
    }
    const number = isRecord(page) && typeof page.number === "number" ? page.number : i + 1;
    const range = ranges[groups.length - 1];
    if (range) range.to = number;
    else ranges.push({ from: number, to: number });
  });
  if (ranges.length === 0) ranges.push({ from: 0, to: 0 });

  const count = groups.length;
  return groups.map((group, i) => {
    const parts = JSON.stringify({ index: i + 1, count, ranges });
    const pagesJson = `[${group.join(",")}]`;
    if (i > 0)
      return Buffer.from(
        `{"success":true,"version":${version},"status":"done","pages":${pagesJson},"parts":${parts}}`,
      );
    // The head with `"pages":` last, the part's pages written after it.
    const headJson = JSON.stringify({ ...head, pages: [] }).slice(0, -"[]}".length);
    return Buffer.from(
      `{"success":true,"version":${version},"status":"done","model":${headJson}${pagesJson}},"stats":${JSON.stringify(stats ?? null)},"parts":${parts}}`,
    );
  });
}
