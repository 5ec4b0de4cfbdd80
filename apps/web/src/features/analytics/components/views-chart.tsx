import { useState } from "react";

/**
 * Page views per UTC day as columns. The numbers are also in a table for screen readers; hovering
 * or focusing a column shows its day and count.
 */
export function ViewsChart({ data }: { data: { day: string; views: number }[] }) {
  const [active, setActive] = useState<number | null>(null);
  const max = Math.max(1, ...data.map((d) => d.views));
  const width = 100 / Math.max(1, data.length);
  const shown = active === null ? null : data[active];
  const label = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    });

  return (
    <figure>
      <div className="flex h-6 items-center text-sm text-ink-muted" aria-hidden="true">
        {shown
          ? `${label(shown.day)}: ${shown.views.toLocaleString("en-US")} views`
          : `Peak ${max.toLocaleString("en-US")} views a day`}
      </div>
      <svg
        role="img"
        aria-label="Page views per day"
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        className="mt-2 h-48 w-full"
        onMouseLeave={() => setActive(null)}
      >
        <line
          x1="0"
          x2="100"
          y1="40"
          y2="40"
          stroke="var(--color-line)"
          strokeWidth="0.3"
          vectorEffect="non-scaling-stroke"
        />
        {data.map((d, i) => {
          const h = (d.views / max) * 38;
          return (
            <rect
              key={d.day}
              x={i * width + width * 0.15}
              y={40 - h}
              width={width * 0.7}
              height={Math.max(h, d.views > 0 ? 0.6 : 0)}
              rx="0.4"
              fill={active === i ? "var(--color-accent)" : "var(--color-accent-ink)"}
              onMouseEnter={() => setActive(i)}
            />
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-ink-subtle" aria-hidden="true">
        <span>{data[0] ? label(data[0].day) : ""}</span>
        <span>{data.at(-1) ? label(data.at(-1)!.day) : ""}</span>
      </div>
      <figcaption className="sr-only">
        <table>
          <caption>Page views per day</caption>
          <thead>
            <tr>
              <th>Day</th>
              <th>Views</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                <td>{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
