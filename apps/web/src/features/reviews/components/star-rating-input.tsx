import { clsx } from "clsx";
import { Star } from "lucide-react";
import { useId } from "react";

interface StarRatingInputProps {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
  disabled?: boolean;
}

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * A 1-5 star choice built on native radio buttons: Tab reaches the group, arrow keys change the
 * rating, and each star reads as "3 stars". The stars up to the choice are filled.
 */
export function StarRatingInput({ value, onChange, error, disabled }: StarRatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const legendId = `${name}-legend`;
  return (
    <fieldset disabled={disabled}>
      <legend id={legendId} className="text-sm font-medium text-ink">
        Rating
      </legend>
      {/* aria-invalid is not allowed on a radio, only on its group (ARIA 1.2). */}
      <div
        role="radiogroup"
        aria-labelledby={legendId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1.5 flex gap-1"
      >
        {RATINGS.map((rating) => (
          <label key={rating} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="peer sr-only"
            />
            <span
              className={clsx(
                "flex rounded-lg p-1 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-focus",
                rating <= value ? "text-accent" : "text-ink-subtle hover:text-accent-hover",
              )}
            >
              <Star aria-hidden="true" className="size-7" fill={rating <= value ? "currentColor" : "none"} />
            </span>
            <span className="sr-only">{rating === 1 ? "1 star" : `${rating} stars`}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-danger-ink">
          {error}
        </p>
      )}
    </fieldset>
  );
}
