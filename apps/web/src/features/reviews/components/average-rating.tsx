import { ReviewStars } from "./review-stars.tsx";

/** "★★★★☆ 4.3 · 12 reviews" under the heading; nothing before the first review. */
export function AverageRating({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return null;
  const text = average.toFixed(1);
  return (
    <p className="flex items-center gap-2 text-sm text-ink-muted">
      <ReviewStars rating={average} label={`Average rating ${text} out of 5`} className="[&_svg]:size-4" />
      <span className="font-semibold text-ink tabular-nums">{text}</span>
      <span aria-hidden="true">·</span>
      <span>{count === 1 ? "1 review" : `${count} reviews`}</span>
    </p>
  );
}
