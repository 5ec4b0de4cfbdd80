import { scriptDetailResponseSchema, type ScriptDetail } from "@twl/contract";

import { scriptPageDataElement } from "./script-paths.ts";

/** Scripts whose detail came from the page: their view is still to be counted (`takeScriptPageView`). */
const viewsToCount = new Set<string>();

/**
 * Script `id`'s detail from the page's HTML, at most once (the element is removed: a later visit to
 * the page within the app reads the API). The page then counts its view with `sendScriptView`.
 */
export function takeScriptPageData(id: string): ScriptDetail | undefined {
  const element = scriptPageDataElement(id);
  if (!element) return undefined;
  element.remove();
  try {
    const parsed = scriptDetailResponseSchema.safeParse(JSON.parse(element.textContent ?? ""));
    if (!parsed.success || parsed.data.script.id !== id) return undefined;
    viewsToCount.add(id);
    return parsed.data.script;
  } catch {
    return undefined;
  }
}

/** Whether the page rendered script `id` from its HTML and has not counted the view yet (once). */
export function takeScriptPageView(id: string): boolean {
  return viewsToCount.delete(id);
}
