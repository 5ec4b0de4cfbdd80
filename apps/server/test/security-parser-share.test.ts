import { describe, expect, it } from "vitest";

import { FairSlots } from "../src/modules/screenplay/fair-slots.ts";

/** docs/security.md, finding 6: one user's burst of uploads held every parser thread while a victim's 1-page script waited. */
describe("parser threads are shared fairly between users", () => {
  it("an attacker's 20 queued parses delay a victim's file by the work already running, not by the 20", async () => {
    const slots = new FairSlots(2);
    const started: string[] = [];
    const gates = new Map<string, () => void>();
    const job = (owner: string, name: string) =>
      slots.run(owner, () => {
        started.push(name);
        return new Promise<void>((resolve) => gates.set(name, resolve));
      });

    const attacker = Array.from({ length: 20 }, (_, i) => job("attacker", `a${i}`));
    const victim = job("victim", "v");
    await expect.poll(() => started.length).toBe(2);
    expect(started).toEqual(["a0", "a1"]);
    expect(slots.snapshot()).toMatchObject({ running: 2, waiting: 19 });

    // The first thread that frees up goes to the victim, not to the attacker's next file.
    gates.get("a0")!();
    await expect.poll(() => started.length).toBe(3);
    expect(started[2]).toBe("v");

    gates.get("v")!();
    await victim;
    // Then the attacker's work goes on, one after another.
    for (let i = 1; i < 20; i++) {
      await expect.poll(() => gates.has(`a${i}`)).toBe(true);
      gates.get(`a${i}`)!();
    }
    await Promise.all(attacker);
    expect(slots.snapshot()).toEqual({ running: 0, runningBy: {}, waiting: 0 });
  });

  it("a user alone may use every thread", async () => {
    const slots = new FairSlots(2);
    let running = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 6 }, () =>
        slots.run("only", async () => {
          peak = Math.max(peak, ++running);
          await new Promise((r) => setTimeout(r, 5));
          running--;
        }),
      ),
    );
    expect(peak).toBe(2);
  });
});
