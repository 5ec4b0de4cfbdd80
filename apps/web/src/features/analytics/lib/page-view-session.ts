import type { PageViewRequest } from "@twl/contract";

export interface PageViewTransport {
  send(body: PageViewRequest): Promise<string | null>;
  beacon(body: PageViewRequest): void;
}

interface CurrentView {
  page: string;
  startedAt: number;
  id: Promise<string | null>;
}

/**
 * One page view per page the visitor arrives at (query changes such as filters are the same page),
 * then its time spent when the visitor leaves it, moves on or hides the tab.
 */
export function createPageViewSession(
  transport: PageViewTransport,
  now: () => number = () => performance.now(),
) {
  let current: CurrentView | null = null;

  const reportTime = (view: CurrentView) => {
    const timeSpent = Math.max(0, Math.round(now() - view.startedAt));
    void view.id.then((viewId) =>
      transport.beacon({ page: view.page, timeSpent, ...(viewId ? { viewId } : {}) }),
    );
  };

  return {
    enter(page: string, title: string) {
      if (current?.page === page) return;
      if (current) reportTime(current);
      current = {
        page,
        startedAt: now(),
        id: transport.send({ page, title: title.slice(0, 200) }).catch(() => null),
      };
    },
    /** The tab is being hidden or closed: report the time so far (the server keeps the largest). */
    flush() {
      if (current) reportTime(current);
    },
  };
}
