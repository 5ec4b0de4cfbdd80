import { clsx } from "clsx";
import { Star } from "lucide-react";

/** A 1-5 rating as stars, read out as "4 out of 5 stars". Partial stars round to the nearest whole. */
export function ReviewStars({
  rating,
  label,
  className,
}: {
  rating: number;
  label?: string;
  className?: string;
}) {
  const filled = Math.round(rating);
  return (
    <span
      className={clsx("flex items-center gap-0.5 text-accent", className)}
      role="img"
      aria-label={label ?? `${rating} out of 5 stars`}
    >
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className="size-3.5"
          fill={index < filled ? "currentColor" : "none"}
        />
      ))}
    </span>
  );
}
