/**
 * A fixed number of slots shared fairly between owners (users). Work runs at once while a slot is
 * free and nobody waits; otherwise it waits in its owner's own line, and each freed slot goes to
 * the waiting owner who holds the fewest slots (the longest-waiting such owner on a tie), who then
 * moves to the back. One user's burst of 50 files therefore delays another user's single file by
 * at most the work already running, never by the 50 (docs/security.md, finding 6).
 */
export class FairSlots {
  private running = 0;
  private readonly runningBy = new Map<string, number>();
  /** Owners with waiting work, in the order they will be served; each has its own FIFO. */
  private readonly lanes = new Map<string, (() => void)[]>();

  constructor(private readonly size: number) {}

  async run<T>(owner: string, task: () => Promise<T>): Promise<T> {
    if (this.lanes.size === 0 && this.running < this.size) this.take(owner);
    else {
      await new Promise<void>((resolve) => {
        const lane = this.lanes.get(owner) ?? [];
        lane.push(resolve);
        this.lanes.set(owner, lane);
        this.dispatch();
      });
    }
    try {
      return await task();
    } finally {
      this.release(owner);
    }
  }

  /** How many slots are in use (in total and per owner) and how much work waits. */
  snapshot(): { running: number; runningBy: Record<string, number>; waiting: number } {
    return {
      running: this.running,
      runningBy: Object.fromEntries(this.runningBy),
      waiting: [...this.lanes.values()].reduce((n, lane) => n + lane.length, 0),
    };
  }

  private take(owner: string): void {
    this.running++;
    this.runningBy.set(owner, (this.runningBy.get(owner) ?? 0) + 1);
  }

  private release(owner: string): void {
    this.running--;
    const left = (this.runningBy.get(owner) ?? 1) - 1;
    if (left > 0) this.runningBy.set(owner, left);
    else this.runningBy.delete(owner);
    this.dispatch();
  }

  private dispatch(): void {
    while (this.running < this.size && this.lanes.size > 0) {
      let chosen: string | undefined;
      for (const owner of this.lanes.keys()) {
        if (chosen === undefined || (this.runningBy.get(owner) ?? 0) < (this.runningBy.get(chosen) ?? 0))
          chosen = owner;
      }
      const lane = this.lanes.get(chosen!)!;
      const start = lane.shift()!;
      this.lanes.delete(chosen!);
      if (lane.length > 0) this.lanes.set(chosen!, lane);
      this.take(chosen!);
      start();
    }
  }
}
