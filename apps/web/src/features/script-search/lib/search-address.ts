import { TEXT_SEARCH_MAX_PAGE } from "@twl/contract";

/** /discover?mode=text&q=...&page=2: the search inside scripts, kept in the address. */
export const SEARCH_MODE_PARAM = "mode";
export const TEXT_MODE = "text";

export interface TextSearchState {
  q: string;
  page: number;
}

export function isTextSearchMode(params: URLSearchParams): boolean {
  return params.get(SEARCH_MODE_PARAM) === TEXT_MODE;
}

export function readTextSearch(params: URLSearchParams): TextSearchState {
  const q = (params.get("q") ?? "").trim();
  const page = Number(params.get("page"));
  return {
    q,
    page: Number.isInteger(page) && page >= 1 && page <= TEXT_SEARCH_MAX_PAGE ? page : 1,
  };
}

/** The address of a text search; page 1 and an empty query are left out. */
export function textSearchParams({ q, page }: TextSearchState): URLSearchParams {
  const params = new URLSearchParams({ [SEARCH_MODE_PARAM]: TEXT_MODE });
  if (q) params.set("q", q);
  if (q && page > 1) params.set("page", String(page));
  return params;
}
