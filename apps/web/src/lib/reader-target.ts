import { useSearchParams } from "react-router";

/**
 * Where the script reader should look, kept in the address so any panel of the script page can
 * send the reader somewhere (and the place can be shared): ?tab=read&view=screenplay&scene=12, or
 * ?tab=read&view=screenplay&page=7 (a 1-based script page, e.g. from a full-text search result).
 * Features never import each other; the statistics panel and the reader both go through here.
 */
export const READER_PARAMS = {
  tab: "tab",
  view: "view",
  scene: "scene",
  page: "page",
  version: "version",
} as const;

export type ReaderView = "pdf" | "screenplay";

/** A 0-based scene index from the address, or null. */
export function sceneFrom(params: URLSearchParams): number | null {
  const raw = params.get(READER_PARAMS.scene);
  if (raw === null || raw.trim() === "") return null;
  const scene = Number(raw);
  return Number.isInteger(scene) && scene >= 0 ? scene : null;
}

/** A 1-based script page from the address, or null. */
export function pageFrom(params: URLSearchParams): number | null {
  const raw = params.get(READER_PARAMS.page);
  if (raw === null || raw.trim() === "") return null;
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : null;
}

/**
 * The address (path and query) that opens a script's reader in the screenplay view at script page
 * `page` of its active version: what a search result links to.
 */
export function scriptPageHref(scriptId: string, page: number): string {
  const params = new URLSearchParams({
    [READER_PARAMS.tab]: "read",
    [READER_PARAMS.view]: "screenplay",
    [READER_PARAMS.page]: String(page),
  });
  return `/scripts/${encodeURIComponent(scriptId)}?${params}`;
}

export function readerViewFrom(params: URLSearchParams): ReaderView | null {
  const view = params.get(READER_PARAMS.view);
  return view === "pdf" || view === "screenplay" ? view : null;
}

/** The address that opens the reader's screenplay view at `scene` (active version). */
export function sceneTargetParams(current: URLSearchParams, scene: number): URLSearchParams {
  const updated = new URLSearchParams(current);
  updated.set(READER_PARAMS.tab, "read");
  updated.set(READER_PARAMS.view, "screenplay");
  updated.set(READER_PARAMS.scene, String(scene));
  updated.delete(READER_PARAMS.page);
  updated.delete(READER_PARAMS.version);
  return updated;
}

/** The address after leaving the reader: the version and scene target only make sense inside it. */
export function withoutReaderTarget(current: URLSearchParams): URLSearchParams {
  const updated = new URLSearchParams(current);
  updated.delete(READER_PARAMS.version);
  updated.delete(READER_PARAMS.scene);
  updated.delete(READER_PARAMS.page);
  return updated;
}

/** Reads and changes the reader's place; every change replaces the history entry. */
export function useReaderTarget() {
  const [params, setParams] = useSearchParams();
  const change = (edit: (current: URLSearchParams) => URLSearchParams) =>
    setParams((current) => edit(current), { replace: true });
  return {
    scene: sceneFrom(params),
    /** A page to open at (only while no scene is asked for: a scene chosen later wins). */
    page: sceneFrom(params) === null ? pageFrom(params) : null,
    view: readerViewFrom(params),
    /** Opens the Read tab in the screenplay view, scrolled to `scene`. */
    openScene: (scene: number) => change((current) => sceneTargetParams(current, scene)),
    setView: (view: ReaderView) =>
      change((current) => {
        const updated = new URLSearchParams(current);
        updated.set(READER_PARAMS.view, view);
        return updated;
      }),
    setScene: (scene: number | null) =>
      change((current) => {
        const updated = new URLSearchParams(current);
        if (scene === null) updated.delete(READER_PARAMS.scene);
        else updated.set(READER_PARAMS.scene, String(scene));
        updated.delete(READER_PARAMS.page);
        return updated;
      }),
  };
}
