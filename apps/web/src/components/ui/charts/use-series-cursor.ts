import { useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";

/**
 * A cursor over a series of `count` evenly spaced points drawn `width` pixels wide: follows the
 * pointer, and the arrow keys (Home, End) when the chart has focus. `index` is null when hidden.
 */
export function useSeriesCursor(count: number, width: number) {
  const [index, setIndex] = useState<number | null>(null);
  const clamp = (value: number) => Math.min(count - 1, Math.max(0, value));

  const handlers = {
    onPointerMove: (event: PointerEvent<SVGSVGElement>) => {
      const box = event.currentTarget.getBoundingClientRect();
      const share = (event.clientX - box.left) / (box.width || width || 1);
      setIndex(clamp(Math.floor(share * count)));
    },
    onPointerLeave: () => setIndex(null),
    onFocus: (event: FocusEvent<SVGSVGElement>) => {
      if (event.target === event.currentTarget) setIndex((current) => current ?? 0);
    },
    onBlur: () => setIndex(null),
    onKeyDown: (event: KeyboardEvent<SVGSVGElement>) => {
      const moves: Record<string, (current: number) => number> = {
        ArrowRight: (current) => current + 1,
        ArrowLeft: (current) => current - 1,
        Home: () => 0,
        End: () => count - 1,
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      setIndex((current) => clamp(move(current ?? 0)));
    },
  };
  return { index, handlers };
}
