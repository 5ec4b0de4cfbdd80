import { Link } from "react-router";

import { ADMIN_PREVIEW_COUNT } from "@twl/contract";

/** The first five items of a user's list with '+N more'. */
export function PreviewList({
  items,
  total,
  emptyText,
}: {
  items: { key: string; label: string; to: string }[];
  total: number;
  emptyText: string;
}) {
  if (items.length === 0) return <span className="text-ink-subtle">{emptyText}</span>;
  const more = total - Math.min(items.length, ADMIN_PREVIEW_COUNT);
  return (
    <ul className="max-w-56 space-y-0.5">
      {items.slice(0, ADMIN_PREVIEW_COUNT).map((item) => (
        <li key={item.key} className="truncate">
          <Link to={item.to} className="text-accent-ink hover:underline">
            {item.label}
          </Link>
        </li>
      ))}
      {more > 0 && <li className="text-xs text-ink-subtle">+{more} more</li>}
    </ul>
  );
}
