import { ClipboardCheck, Gift, PenLine, type LucideIcon } from "lucide-react";

import { COVERAGE_REQUEST_AWARD, REVIEW_AWARD } from "@twl/contract";

import { Card } from "../../../../components/ui/card.tsx";
import { SolidIcon } from "../clout-icons.tsx";

const WAYS: readonly { icon: LucideIcon; award: string; title: string; text: string }[] = [
  {
    icon: ClipboardCheck,
    award: `+${COVERAGE_REQUEST_AWARD}`,
    title: "Request coverage",
    text: "Every coverage you request for one of your scripts earns solid clout, once per version.",
  },
  {
    icon: PenLine,
    award: `+${REVIEW_AWARD}`,
    title: "Review a script with coverage",
    text: "Write a thoughtful review of another writer’s script once its coverage is complete.",
  },
  {
    icon: Gift,
    award: "Gifts",
    title: "Get gifts from readers",
    text: "Liquid clout readers give your scripts lands on your profile as solid clout.",
  },
];

/** Ways to earn solid clout. */
export function WaysToEarn() {
  return (
    <section aria-labelledby="ways-to-earn-heading" className="space-y-4">
      <h2 id="ways-to-earn-heading" className="font-display-tight text-2xl font-semibold text-ink">
        Ways to earn solid clout
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {WAYS.map(({ icon: Icon, award, title, text }) => (
          <Card as="li" key={title} className="flex flex-col p-5">
            <div className="flex items-center justify-between gap-3">
              <span className="flex size-10 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="inline-flex items-center gap-1 rounded-full bg-violet-500/10 px-2.5 py-1 text-sm font-semibold text-violet-700 dark:text-violet-300">
                {award}
                <SolidIcon className="size-3.5" />
                <span className="sr-only">solid clout</span>
              </span>
            </div>
            <h3 className="mt-4 font-display-tight text-lg font-semibold text-ink">{title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-ink-muted">{text}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
