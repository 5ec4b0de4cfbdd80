import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";

import { DEFAULT_PAGE_DESCRIPTION, PUBLIC_PAGE_META } from "@twl/contract";

/** The description of a path: the page's own for information pages, the site's otherwise. */
export function descriptionOf(pathname: string): string {
  const meta = (PUBLIC_PAGE_META as Record<string, { description: string }>)[pathname];
  return meta?.description ?? DEFAULT_PAGE_DESCRIPTION;
}

/**
 * Keeps `<meta name="description">` in step with the page (titles are set by each page with
 * `<title>`). Pages with their own content (a script, a blog post) set it with `usePageDescription`.
 */
export function PageDescription() {
  const { pathname } = useLocation();
  // A layout effect runs before every page's effects, so a page's own description wins.
  useLayoutEffect(() => {
    setDescription(descriptionOf(pathname));
  }, [pathname]);
  return null;
}

export function setDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** A page's own description, e.g. a blog post's summary (set after the layout's default). */
export function usePageDescription(content: string | undefined): void {
  useEffect(() => {
    if (content) setDescription(content);
  }, [content]);
}
