/** A miniature coverage report: the kind of breakdown AI coverage returns. Decorative. */
const SCORES = [
  { label: "Premise", value: 9 },
  { label: "Structure", value: 7 },
  { label: "Character", value: 8 },
  { label: "Dialogue", value: 9 },
];

export function CoverageScorecard() {
  return (
    <div aria-hidden="true" className="rounded-2xl border border-line bg-canvas/70 p-5">
      <div className="flex items-center justify-between">
        <p className="font-screenplay text-xs tracking-wide text-ink-subtle uppercase">"Night Shift"</p>
        <p className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-ink">
          Consider
        </p>
      </div>
      <dl className="mt-4 space-y-3">
        {SCORES.map((score) => (
          <div key={score.label} className="grid grid-cols-[5.5rem_1fr_1.5rem] items-center gap-3 text-sm">
            <dt className="text-ink-muted">{score.label}</dt>
            <dd className="h-1.5 overflow-hidden rounded-full bg-surface-2">
              <div className="h-full rounded-full bg-accent" style={{ width: `${score.value * 10}%` }} />
            </dd>
            <dd className="text-right font-medium text-ink tabular-nums">{score.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
