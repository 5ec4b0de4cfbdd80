import type { CoverageReport } from "@twl/contract";

const pages = (a: number, b: number) => (a === b ? `p. ${a}` : `pp. ${a}–${b}`);

/** The drawn logline (and the writer's own), then beginning / middle / end told by quoted scenes. */
export function SynopsisPanel({ report }: { report: CoverageReport }) {
  const { logline, synopsis } = report;
  return (
    <section aria-labelledby="coverage-synopsis-heading" className="rounded-2xl border border-line p-4">
      <h3
        id="coverage-logline-heading"
        className="mb-2 text-xs font-semibold tracking-wide text-ink-subtle uppercase"
      >
        Logline
      </h3>
      {logline.writers && (
        <p className="text-sm text-ink">
          <span className="font-medium">Writer’s logline: </span>
          {logline.writers}
        </p>
      )}
      <p className="mt-1 text-sm text-ink-muted">
        <span className="font-medium text-ink">From the script: </span>
        {logline.text}
      </p>
      <h3
        id="coverage-synopsis-heading"
        className="mt-5 mb-2 text-xs font-semibold tracking-wide text-ink-subtle uppercase"
      >
        Synopsis
      </h3>
      {synopsis.length === 0 ? (
        <p className="text-sm text-ink-subtle">No scenes were found to tell the story from.</p>
      ) : (
        <ol className="grid gap-4 md:grid-cols-3">
          {synopsis.map((part) => (
            <li key={part.label} className="min-w-0">
              <h4 className="text-sm font-semibold text-ink">
                {part.label}{" "}
                <span className="font-normal text-ink-subtle">{pages(part.firstPage, part.lastPage)}</span>
              </h4>
              <ul className="mt-2 space-y-2.5">
                {part.beats.map((beat, index) => (
                  <li key={index} className="text-sm">
                    <p className="text-xs font-medium break-words text-ink-subtle">
                      p. {beat.page} · {beat.heading}
                    </p>
                    <p className="text-ink">{beat.action}</p>
                    {beat.characters.length > 0 && (
                      <p className="text-xs text-ink-muted">With {beat.characters.join(", ")}</p>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
