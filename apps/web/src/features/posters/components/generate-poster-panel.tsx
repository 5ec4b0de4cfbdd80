import { CircleCheck, LoaderCircle, Sparkles, Trash2, WandSparkles } from "lucide-react";

import { POSTER_STYLES, type GenerationResponse } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { ProgressBar } from "../../../components/ui/progress-bar.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import {
  usePosterGenerator,
  type PosterGenerator,
  type PosterGeneratorOptions,
} from "../hooks/use-poster-generator.ts";
import { PosterStylePicker } from "./poster-style-picker.tsx";

/** Seconds a model usually takes, for the progress bar (the local renderer is quick, AI models are not). */
const TYPICAL_SECONDS = { local: 4, openai: 45, fal: 25 } as const;

/**
 * 'Generate Cover Image': 1-3 styles, a model (only configured ones plus the local
 * poster), progress while the job runs, then a preview to use as the cover or discard.
 */
export function GeneratePosterPanel(props: PosterGeneratorOptions & { disabled?: boolean }) {
  const g = usePosterGenerator(props);
  const chosen = g.available.find((m) => m.id === g.model);
  const usage = g.models.data?.usage;
  const styles = g.models.data?.styles ?? POSTER_STYLES.filter((s) => !s.adminOnly);
  const isBusy = g.phase === "generating" || g.phase === "applying";
  const typical = TYPICAL_SECONDS[chosen?.provider ?? "local"];

  return (
    <section aria-labelledby="generate-cover-heading" className="space-y-4">
      <div>
        <h3 id="generate-cover-heading" className="flex items-center gap-2 text-sm font-medium text-ink">
          <WandSparkles aria-hidden="true" className="size-4 text-accent-ink" /> Generate Cover Image
        </h3>
        <p className="mt-1 text-xs text-ink-subtle">
          A 2:3 movie poster from your title, genres and logline, with the title at the bottom.
        </p>
      </div>

      <PosterStylePicker
        styles={styles}
        selected={g.styles}
        onToggle={g.toggleStyle}
        disabled={isBusy || props.disabled}
      />

      <SelectField
        label="Model"
        value={g.model}
        disabled={isBusy || props.disabled || g.models.isPending}
        onChange={(event) => g.setModel(event.target.value as typeof g.model)}
      >
        {(g.available.length > 0
          ? g.available
          : [{ id: "local-poster" as const, name: "Local poster", provider: "local" as const }]
        ).map((m) => (
          <option key={m.id} value={m.id}>
            {m.provider === "local" ? `${m.name} (drawn on our server, not AI)` : m.name}
          </option>
        ))}
      </SelectField>
      {usage && (
        <p className="text-xs text-ink-subtle" data-testid="poster-limits">
          AI models: {usage.usedThisMonth} of {usage.monthlyCap} posters used this month on your {usage.tier}{" "}
          plan. Anyone may make up to {usage.rateLimit.max} posters every {usage.rateLimit.windowMinutes}{" "}
          minutes; the Local poster does not count towards the monthly cap.
        </p>
      )}

      <Button
        variant="secondary"
        className="w-full"
        onClick={() => void g.generate()}
        disabled={isBusy || props.disabled}
      >
        {g.phase === "generating" ? (
          <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
        ) : (
          <Sparkles aria-hidden="true" />
        )}
        {g.phase === "generating"
          ? "Generating…"
          : g.result || g.phase === "used"
            ? "Generate another"
            : "Generate Poster"}
      </Button>

      {g.phase === "generating" && (
        <div className="space-y-1.5" role="status">
          <p className="flex justify-between text-xs text-ink-muted">
            <span>Drawing your poster with {chosen?.name ?? "the Local poster"}…</span>
            <span className="tabular-nums">{g.elapsed} s</span>
          </p>
          <ProgressBar value={Math.min(95, (g.elapsed / typical) * 100)} label="Poster generation progress" />
        </div>
      )}

      {g.error && <InlineAlert>{g.error}</InlineAlert>}

      {g.result?.previewUrl && (g.phase === "preview" || g.phase === "applying" || g.phase === "used") && (
        <GeneratedPosterPreview
          g={g}
          previewUrl={g.result.previewUrl}
          provider={g.result.provider}
          model={g.result.model}
          title={props.title}
        />
      )}
      {g.isFlashing && (
        <p
          role="status"
          className="flex items-center justify-center gap-1.5 text-sm font-medium text-success-ink"
        >
          <CircleCheck aria-hidden="true" className="size-4" /> Cover image updated!
        </p>
      )}
    </section>
  );
}

interface GeneratedPosterPreviewProps {
  g: PosterGenerator;
  previewUrl: string;
  provider: GenerationResponse["provider"];
  model: GenerationResponse["model"];
  title: string;
}

/** The generated poster with its maker, and Use / Discard until it is used. */
function GeneratedPosterPreview({ g, previewUrl, provider, model, title }: GeneratedPosterPreviewProps) {
  return (
    <figure className="space-y-3">
      <img
        src={previewUrl}
        alt={`Generated poster for ${title}`}
        onError={g.previewFailed}
        className="aspect-[2/3] w-full rounded-xl object-cover shadow-card"
      />
      <figcaption className="text-center text-xs text-ink-subtle">
        {provider === "local" ? "Made by the Local poster renderer (not AI)" : `Generated by ${model}`}
      </figcaption>
      {g.phase !== "used" && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" className="flex-1" onClick={() => void g.use()} disabled={g.phase === "applying"}>
            {g.phase === "applying" ? (
              <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
            ) : (
              <CircleCheck aria-hidden="true" />
            )}{" "}
            Use as Cover Image
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void g.discard()}
            disabled={g.phase === "applying"}
          >
            <Trash2 aria-hidden="true" /> Discard
          </Button>
        </div>
      )}
    </figure>
  );
}
