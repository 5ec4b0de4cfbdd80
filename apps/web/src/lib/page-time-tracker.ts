/**
 * A page counts as on screen when at least half of it shows, or (a page taller than the screen)
 * when it fills at least half of the screen's height.
 */
const VISIBLE_RATIO = 0.5;
const THRESHOLDS = Array.from({ length: 21 }, (_, i) => i / 20);
/** How often the pages seen are sent (one batch, not one request per page). */
export const PAGE_REPORT_INTERVAL_MS = 5_000;

export interface PageBatch {
  seq: number;
  pages: { page: number; seconds: number }[];
}

export interface PageTracker {
  /** Watch a page's element (null stops watching it). */
  observe(page: number, element: HTMLElement | null): void;
}

/**
 * Measures how long each page is on screen (at least half of it, while the tab is visible) with
 * IntersectionObserver, and hands the time to `send` in batches every few seconds and when the
 * page is hidden. The server decides what counts as read; this only reports.
 */
export class PageTimeTracker implements PageTracker {
  private readonly visibleSince = new Map<number, number>();
  private readonly pending = new Map<number, number>();
  private readonly elements = new Map<number, HTMLElement>();
  private readonly pageOf = new WeakMap<Element, number>();
  private readonly observer: IntersectionObserver | null;
  private readonly timer: ReturnType<typeof setInterval>;
  private seq = 0;

  constructor(
    private readonly send: (batch: PageBatch, isLeaving: boolean) => void,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver((entries) => this.onEntries(entries), {
            threshold: THRESHOLDS,
          });
    this.timer = setInterval(() => this.flush(false), PAGE_REPORT_INTERVAL_MS);
    document.addEventListener("visibilitychange", this.onVisibility);
    window.addEventListener("pagehide", this.onHide);
  }

  observe(page: number, element: HTMLElement | null): void {
    const previous = this.elements.get(page);
    if (previous === element) return;
    if (previous) {
      this.observer?.unobserve(previous);
      this.stop(page);
    }
    if (element) {
      this.elements.set(page, element);
      this.pageOf.set(element, page);
      this.observer?.observe(element);
    } else this.elements.delete(page);
  }

  /** Sends what was seen so far (the open time of pages still on screen included). */
  flush(isLeaving: boolean): void {
    const at = this.now();
    for (const [page, since] of this.visibleSince) {
      this.add(page, at - since);
      this.visibleSince.set(page, at);
    }
    const pages = [...this.pending]
      .map(([page, ms]) => ({ page, seconds: Math.round(ms / 100) / 10 }))
      .filter((p) => p.seconds > 0);
    this.pending.clear();
    if (pages.length === 0) return;
    this.seq += 1;
    this.send({ seq: this.seq, pages }, isLeaving);
  }

  dispose(): void {
    this.flush(true);
    clearInterval(this.timer);
    this.observer?.disconnect();
    document.removeEventListener("visibilitychange", this.onVisibility);
    window.removeEventListener("pagehide", this.onHide);
  }

  private onEntries(entries: IntersectionObserverEntry[]) {
    for (const entry of entries) {
      const page = this.pageOf.get(entry.target);
      if (page === undefined) continue;
      const screen = entry.rootBounds?.height ?? window.innerHeight;
      const isVisible =
        entry.isIntersecting &&
        (entry.intersectionRatio >= VISIBLE_RATIO || entry.intersectionRect.height >= screen * VISIBLE_RATIO);
      if (isVisible && document.visibilityState !== "hidden") {
        if (!this.visibleSince.has(page)) this.visibleSince.set(page, this.now());
      } else this.stop(page);
    }
  }

  private stop(page: number) {
    const since = this.visibleSince.get(page);
    if (since === undefined) return;
    this.add(page, this.now() - since);
    this.visibleSince.delete(page);
  }

  private add(page: number, ms: number) {
    if (ms > 0) this.pending.set(page, (this.pending.get(page) ?? 0) + ms);
  }

  private readonly onVisibility = () => {
    if (document.visibilityState === "hidden") {
      for (const page of [...this.visibleSince.keys()]) this.stop(page);
      this.flush(true);
    } else {
      // Pages on screen start counting again once the observer reports them.
      for (const element of this.elements.values()) {
        this.observer?.unobserve(element);
        this.observer?.observe(element);
      }
    }
  };

  private readonly onHide = () => this.flush(true);
}
