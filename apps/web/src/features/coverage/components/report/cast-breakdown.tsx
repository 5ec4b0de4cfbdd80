import type { CharacterBreakdown } from "@twl/contract";

/** Principal characters with their measured presence and the line that introduces them. */
export function CastBreakdown({ characters }: { characters: CharacterBreakdown[] }) {
  return (
    <section aria-labelledby="coverage-cast-heading" className="rounded-2xl border border-line p-4">
      <h3
        id="coverage-cast-heading"
        className="mb-3 text-xs font-semibold tracking-wide text-ink-subtle uppercase"
      >
        Character breakdown
      </h3>
      {characters.length === 0 ? (
        <p className="text-sm text-ink-subtle">No speaking characters were found.</p>
      ) : (
        <ul className="space-y-3">
          {characters.map((c) => (
            <li key={c.name} className="border-t border-line pt-3 first:border-t-0 first:pt-0">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold text-ink">{c.name}</span>
                <span className="text-xs text-ink-subtle">{c.role}</span>
              </p>
              <p className="mt-0.5 text-xs text-ink-muted tabular-nums">
                {c.lines} lines · {c.words} words · {c.scenes} scenes · pp. {c.firstPage}–{c.lastPage}
              </p>
              {c.description && <p className="mt-1 text-sm text-ink">{c.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
