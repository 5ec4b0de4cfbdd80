import { Cpu, FileUp, Gauge, Ruler, Timer } from "lucide-react";

import { COVERAGE_REQUEST_AWARD, LOCAL_ANALYSIS_LABEL } from "@twl/contract";

import { Card } from "../../../components/ui/card.tsx";

const STEPS = [
  {
    icon: FileUp,
    title: "Upload and request",
    body: `Upload your screenplay, then press Get Coverage on your dashboard or the script's page. A request uses one coverage from your monthly allowance (or a bought token) and earns +${COVERAGE_REQUEST_AWARD} solid clout.`,
  },
  {
    icon: Ruler,
    title: "The script is measured",
    body: `By default coverage comes from our local analysis engine, shown on reports as '${LOCAL_ANALYSIS_LABEL}'. It is not AI: it measures structure, characters, dialogue, pacing and market signals in your pages, and cites the pages behind every point.`,
  },
  {
    icon: Cpu,
    title: "Or read by a language model",
    body: "Where the site is set up with one, an AI language model writes the report instead. Every report names the engine that produced it, so you always know which one you are reading.",
  },
  {
    icon: Timer,
    title: "Feedback in under 60 seconds",
    body: "Most reports are ready within a minute or two; the script page updates on its own. A busy queue can take longer.",
  },
  {
    icon: Gauge,
    title: "Scores you can check",
    body: "Structure, characters, dialogue, pacing and marketability are scored out of 10. The overall score (out of 100) and the grade from A+ to F come from one published formula, so the parts and the whole always agree.",
  },
] as const;

/** 'How Coverage Works': honest about which engine writes the report and what it measures. */
export function HowCoverageWorks() {
  return (
    <section aria-labelledby="how-coverage-heading">
      <h2 id="how-coverage-heading" className="font-display-tight text-3xl font-semibold text-ink">
        How Coverage Works
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, body }) => (
          <Card as="li" size="large" key={title} className="p-5">
            <span className="flex size-10 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 font-display-tight text-lg font-semibold text-ink">{title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-ink-muted">{body}</p>
          </Card>
        ))}
      </ol>
    </section>
  );
}
