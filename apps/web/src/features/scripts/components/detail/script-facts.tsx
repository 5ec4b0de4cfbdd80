import type { ReactNode } from "react";

import type { ScriptDetail } from "@twl/contract";

import { Card } from "../../../../components/ui/card.tsx";
import { formatDate } from "../../../../lib/format.ts";
import { genreNamesOf, pageCountOf } from "../../../../lib/script-display.ts";

const FILE_TYPE_LABELS: Record<NonNullable<ScriptDetail["fileType"]>, string> = {
  pdf: "Screenplay (PDF)",
  fdx: "Screenplay (Final Draft)",
  fountain: "Screenplay (Fountain)",
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
      <dt className="w-32 shrink-0 text-sm text-ink-subtle">{label}</dt>
      <dd className="text-sm font-medium text-ink">{children}</dd>
    </div>
  );
}

/** The logline and the script's details. */
export function ScriptFacts({ script }: { script: ScriptDetail }) {
  const genres = genreNamesOf(script);
  return (
    <Card as="section" size="large" aria-labelledby="script-details-heading" className="p-5 sm:p-7">
      <h2 id="script-details-heading" className="sr-only">
        Details
      </h2>
      <p className="text-xs font-semibold tracking-[0.16em] text-accent-ink uppercase">Logline</p>
      <p className="mt-2 font-display-tight text-xl leading-snug text-balance text-ink sm:text-2xl">
        {script.logline?.trim() || <span className="text-ink-subtle">No logline yet.</span>}
      </p>
      <dl className="mt-5 divide-y divide-line border-t border-line">
        <Fact label="Genres">{genres.length > 0 ? genres.join(", ") : "—"}</Fact>
        <Fact label="Type">{script.fileType ? FILE_TYPE_LABELS[script.fileType] : "No file yet"}</Fact>
        <Fact label="Pages">{pageCountOf(script)}</Fact>
        {script.activeVersion !== null && (
          <Fact label="Version">
            {script.activeVersion} of {script.versionCount}
          </Fact>
        )}
        <Fact label="Created">{formatDate(script.createdAt)}</Fact>
        <Fact label="Updated">{formatDate(script.updatedAt)}</Fact>
      </dl>
    </Card>
  );
}
