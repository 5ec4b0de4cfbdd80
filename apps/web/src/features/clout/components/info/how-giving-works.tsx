import { Card } from "../../../../components/ui/card.tsx";

const STEPS = [
  {
    title: "Find a script you love",
    text: "Open any public script that is not your own and press Give Clout on its profile.",
  },
  {
    title: "Choose an amount",
    text: "Slide from 1 up to your liquid balance and add a note for the writer if you like.",
  },
  {
    title: "Confirm the transfer",
    text: "Check the amount and your balance before and after. Gifts cannot be undone.",
  },
  {
    title: "It becomes their reputation",
    text: "The writer receives it as solid clout, shown on the script and their profile.",
  },
] as const;

/** The gift flow in four steps. */
export function HowGivingWorks() {
  return (
    <section aria-labelledby="how-giving-heading" className="space-y-4">
      <h2 id="how-giving-heading" className="font-display-tight text-2xl font-semibold text-ink">
        How giving works
      </h2>
      <ol className="grid gap-4 sm:grid-cols-2">
        {STEPS.map((step, index) => (
          <Card as="li" key={step.title} className="flex gap-4 p-5">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink font-display-tight text-base font-semibold text-canvas"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-display-tight text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{step.text}</p>
            </div>
          </Card>
        ))}
      </ol>
      <p className="text-sm text-ink-muted">
        Liquid clout is for giving. Solid clout can never be spent: it is the record of what your writing has
        earned.
      </p>
    </section>
  );
}
