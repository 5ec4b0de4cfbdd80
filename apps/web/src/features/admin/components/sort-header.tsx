import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";

interface SortHeaderProps<T extends string> {
  label: string;
  column: T;
  sort: T;
  order: "asc" | "desc";
  onSort: (column: T) => void;
}

/** A sortable column heading: a button that sets or flips the sort, announced through aria-sort. */
export function SortHeader<T extends string>({ label, column, sort, order, onSort }: SortHeaderProps<T>) {
  const isActive = sort === column;
  const Icon = !isActive ? ArrowUpDown : order === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={isActive ? (order === "asc" ? "ascending" : "descending") : "none"}
      className="px-3 py-2 text-left font-medium"
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded hover:text-ink focus-visible:outline-2"
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </th>
  );
}
