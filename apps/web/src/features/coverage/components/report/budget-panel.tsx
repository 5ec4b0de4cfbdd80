import type { ReportBudget } from "@twl/contract";

/** The budget band with the facts that earned its points, and the rule. */
export function BudgetPanel({ budget }: { budget: ReportBudget }) {
  return (
    <section aria-labelledby="coverage-budget-heading" className="rounded-2xl border border-line p-4">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3
          id="coverage-budget-heading"
          className="text-xs font-semibold tracking-wide text-ink-subtle uppercase"
        >
          Budget
        </h3>
        <p className="text-sm text-ink">
          <span className="font-display-tight text-xl font-semibold">{budget.band}</span>{" "}
          <span className="text-ink-subtle tabular-nums">({budget.points} points)</span>
        </p>
      </div>
      <dl className="space-y-1.5 text-sm">
        {budget.facts.map((fact) => (
          <div key={fact.label} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <dt className="text-ink-muted">{fact.label}</dt>
            <dd className="text-ink tabular-nums">
              {fact.value}
              {fact.pages?.length ? (
                <span className="text-ink-subtle"> · p. {fact.pages.join(", ")}</span>
              ) : null}
              <span className="ml-2 text-xs text-ink-subtle">+{fact.points}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-ink-subtle">{budget.rule}</p>
    </section>
  );
}
