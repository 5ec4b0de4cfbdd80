import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useMemo, useState } from "react";

import type { CharacterStat } from "@twl/screenplay";

import { Button } from "../../../../components/ui/button.tsx";
import { formatNumber } from "../../../../lib/format.ts";
import { formatSpeakingTime } from "../../lib/format-stats.ts";
import { StatsCard } from "./stats-card.tsx";

type SortKey = "rank" | "name" | "speeches" | "words" | "scenes" | "pages" | "speakingSeconds" | "monologues";
type Direction = "ascending" | "descending";
type RankedCharacter = CharacterStat & { rank: number };

const COLUMNS: { key: SortKey; label: string; isNumber: boolean }[] = [
  { key: "rank", label: "Rank", isNumber: true },
  { key: "name", label: "Name", isNumber: false },
  { key: "speeches", label: "Speeches", isNumber: true },
  { key: "words", label: "Words", isNumber: true },
  { key: "scenes", label: "Scenes", isNumber: true },
  { key: "pages", label: "Pages", isNumber: true },
  { key: "speakingSeconds", label: "Speaking time", isNumber: true },
  { key: "monologues", label: "Monologues", isNumber: true },
];

const COLLAPSED_ROWS = 12;

/** Sorts by `key`; ties keep the rank order. Rank sorts best-first ascending; other numbers largest-first. */
export function sortCharacters(
  rows: RankedCharacter[],
  key: SortKey,
  direction: Direction,
): RankedCharacter[] {
  const sign = direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const order = key === "name" ? a.name.localeCompare(b.name) : a[key] - b[key];
    return order * sign || a.rank - b.rank;
  });
}

const firstDirection = (key: SortKey): Direction =>
  key === "name" || key === "rank" ? "ascending" : "descending";

/** Who carries the script: every speaking character, ranked by speeches, sortable by any column. */
export function CharactersTable({ characters }: { characters: CharacterStat[] }) {
  const ranked = useMemo(
    () =>
      [...characters]
        .sort((a, b) => b.speeches - a.speeches || b.words - a.words)
        .map((character, index) => ({ ...character, rank: index + 1 })),
    [characters],
  );
  const [sort, setSort] = useState<{ key: SortKey; direction: Direction }>({
    key: "rank",
    direction: "ascending",
  });
  const [isExpanded, setIsExpanded] = useState(false);
  const rows = sortCharacters(ranked, sort.key, sort.direction);
  const visible = isExpanded ? rows : rows.slice(0, COLLAPSED_ROWS);

  const toggle = (key: SortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === "ascending" ? "descending" : "ascending" }
        : { key, direction: firstDirection(key) },
    );

  return (
    <StatsCard
      title="Characters"
      description="Speaking time counts a page of dialogue as a minute. A monologue is a speech of 75 words or 10 lines."
      isEmpty={ranked.length === 0}
      emptyText="No speaking characters were found."
    >
      <div className="-mx-5 overflow-x-auto sm:-mx-6">
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <caption className="sr-only">Characters, sortable by column</caption>
          <thead>
            <tr className="border-b border-line text-left text-xs text-ink-subtle">
              {COLUMNS.map((column) => {
                const isSorted = sort.key === column.key;
                const Icon = !isSorted ? ArrowUpDown : sort.direction === "ascending" ? ArrowUp : ArrowDown;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={isSorted ? sort.direction : undefined}
                    className={`px-2 py-2 font-medium first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6 ${column.isNumber ? "text-right" : ""}`}
                  >
                    <button
                      type="button"
                      onClick={() => toggle(column.key)}
                      className={`inline-flex items-center gap-1 rounded-md py-1 whitespace-nowrap hover:text-ink ${isSorted ? "text-ink" : ""}`}
                    >
                      {column.label}
                      <Icon aria-hidden="true" className={`size-3 ${isSorted ? "" : "opacity-40"}`} />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {visible.map((character) => (
              <tr
                key={character.name}
                className="border-b border-line/70 last:border-0 hover:bg-surface-2/60"
              >
                <td className="w-16 py-2 pr-2 pl-5 text-right text-ink-subtle tabular-nums sm:pl-6">
                  {character.rank}
                </td>
                <th scope="row" className="px-2 py-2 text-left font-screenplay font-bold text-ink">
                  {character.name}
                </th>
                <td className="px-2 py-2 text-right tabular-nums">{formatNumber(character.speeches)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{formatNumber(character.words)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{formatNumber(character.scenes)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{formatNumber(character.pages)}</td>
                <td className="px-2 py-2 text-right tabular-nums">
                  {formatSpeakingTime(character.speakingSeconds)}
                </td>
                <td className="py-2 pr-5 pl-2 text-right tabular-nums sm:pr-6">
                  {character.monologues || "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > COLLAPSED_ROWS && (
        <Button variant="ghost" size="sm" className="mt-3" onClick={() => setIsExpanded((value) => !value)}>
          {isExpanded ? "Show fewer" : `Show all ${rows.length} characters`}
        </Button>
      )}
    </StatsCard>
  );
}
