/**
 * The page to show in "Page X of Y": a page chosen by paging (`pinned`) while any of it is in view,
 * otherwise the page that fills most of the view (the earlier one on a tie).
 */
export function visiblePage(
  scroller: HTMLElement,
  pages: (HTMLElement | null)[],
  pinned: number | null,
): { page: number; pinned: number | null } {
  const top = scroller.scrollTop;
  const bottom = top + scroller.clientHeight;
  const shown = (element: HTMLElement | null | undefined) =>
    element
      ? Math.min(bottom, element.offsetTop + element.offsetHeight) - Math.max(top, element.offsetTop)
      : -Infinity;

  if (pinned !== null && shown(pages[pinned - 1]) > 0) return { page: pinned, pinned };
  let best = 1;
  let bestShown = -Infinity;
  for (let index = 0; index < pages.length; index++) {
    const element = pages[index];
    if (element && element.offsetTop > bottom) break;
    const area = shown(element);
    if (area > bestShown + 0.5) {
      best = index + 1;
      bestShown = area;
    }
  }
  return { page: best, pinned: null };
}
