import { LoaderCircle, Upload } from "lucide-react";
import type { FormEvent, ReactNode } from "react";

import { LOGLINE_MAX_LENGTH, TITLE_MAX_LENGTH, type ScriptDetail } from "@twl/contract";

import { Button } from "../../../../components/ui/button.tsx";
import { Card } from "../../../../components/ui/card.tsx";
import { InlineAlert } from "../../../../components/ui/inline-alert.tsx";
import { ProgressBar } from "../../../../components/ui/progress-bar.tsx";
import { SuccessOverlay } from "../../../../components/ui/success-overlay.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../../components/ui/textarea-field.tsx";
import { useGenres } from "../../../../lib/genres-query.ts";
import { useFormatSuggestion, type FormatSuggestion } from "../../hooks/use-format-suggestion.ts";
import { useUploadForm, type UploadForm } from "../../hooks/use-upload-form.ts";
import { GenrePicker } from "../genre-picker.tsx";
import { StorageMeter } from "../storage-meter.tsx";
import { CoverDropField } from "./cover-drop-field.tsx";
import { FormatSuggestionNote } from "./format-suggestion.tsx";
import { PdfDropField } from "./pdf-drop-field.tsx";
import { ScreenplayTypeField } from "./screenplay-type-field.tsx";

function Panel({ children }: { children: ReactNode }) {
  return (
    <Card as="section" size="large" className="p-5 sm:p-7">
      {children}
    </Card>
  );
}

/** What the page's poster generator gets: the form's metadata and the draft it draws for. */
export interface CoverGeneratorSlot {
  title: string;
  genres: string[];
  logline: string;
  disabled: boolean;
  ensureScriptId: () => Promise<string>;
  onCoverUsed: (script: ScriptDetail) => void;
}

/** Title, genres, screenplay type (with the file's suggested format) and logline. */
function ScriptDetailsPanel({
  form,
  formatSuggestion,
}: {
  form: UploadForm;
  formatSuggestion: FormatSuggestion | null;
}) {
  return (
    <Panel>
      <div className="space-y-5">
        <TextField
          label="Title"
          name="title"
          value={form.values.title}
          error={form.errors.title}
          maxLength={TITLE_MAX_LENGTH}
          disabled={form.isBusy}
          placeholder="e.g. Night Shift"
          onChange={(event) => form.setTitle(event.target.value)}
        />
        <GenrePicker
          selected={form.values.genres}
          onToggle={form.toggleGenre}
          error={form.errors.genres}
          disabled={form.isBusy}
        />
        <div>
          <ScreenplayTypeField
            value={form.values.screenplayType}
            onChange={form.setScreenplayType}
            disabled={form.isBusy}
          />
          <FormatSuggestionNote
            suggestion={formatSuggestion}
            value={form.values.screenplayType}
            onUse={form.setScreenplayType}
            disabled={form.isBusy}
          />
        </div>
        <TextareaField
          label="Logline"
          name="logline"
          rows={3}
          value={form.values.logline}
          error={form.errors.logline}
          maxLength={LOGLINE_MAX_LENGTH}
          disabled={form.isBusy}
          hint="One or two sentences: who wants what, and what stands in the way."
          onChange={(event) => form.setLogline(event.target.value)}
        />
      </div>
    </Panel>
  );
}

/** Storage, the submit error, upload progress and the submit button. */
function UploadSubmitArea({ form }: { form: UploadForm }) {
  return (
    <div className="space-y-3">
      <StorageMeter className="rounded-2xl border border-line bg-canvas/60 p-3.5" />
      {form.submitError && <InlineAlert>{form.submitError}</InlineAlert>}
      {form.phase === "uploading" && (
        <div className="space-y-1.5">
          <p className="flex justify-between text-sm text-ink-muted">
            <span>Uploading script…</span>
            <span className="tabular-nums">{form.progress}%</span>
          </p>
          <ProgressBar value={form.progress} label="Upload progress" />
        </div>
      )}
      {form.phase === "cover" && <p className="text-sm text-ink-muted">Uploading cover image…</p>}
      <Button type="submit" size="lg" className="w-full" disabled={form.isBusy}>
        {form.isBusy ? (
          <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
        ) : (
          <Upload aria-hidden="true" />
        )}
        {form.isBusy ? "Uploading…" : "Upload Script"}
      </Button>
    </div>
  );
}

/**
 * The upload form: PDF, title (pre-filled from the file name), 1-3 genres, logline,
 * visibility and an optional cover; submit shows upload progress, then 'Upload Successful!'.
 */
export function UploadScriptForm({
  onUploaded,
  renderCoverGenerator,
}: {
  onUploaded: (script: ScriptDetail) => void;
  /** The Generate Cover Image panel, from the covers feature (the page composes it). */
  renderCoverGenerator?: (slot: CoverGeneratorSlot) => ReactNode;
}) {
  const form = useUploadForm({ onUploaded });
  const genreList = useGenres().data ?? [];
  const genreNameOf = (slug: string) => genreList.find((g) => g.slug === slug)?.name ?? slug;
  const { values, errors, isBusy } = form;
  const formatSuggestion = useFormatSuggestion(values.file);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    void form.submit().then(() => {
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={isBusy}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
    >
      <div className="space-y-6">
        <Panel>
          <h2 className="mb-3 text-sm font-medium text-ink">Screenplay file</h2>
          <PdfDropField
            file={values.file}
            error={errors.file}
            disabled={isBusy}
            onFile={form.chooseFile}
            onClear={form.clearFile}
          />
        </Panel>
        <ScriptDetailsPanel form={form} formatSuggestion={formatSuggestion} />
      </div>

      <div className="space-y-6 lg:sticky lg:top-24">
        <Panel>
          <div className="space-y-5">
            {form.hasGeneratedCover ? (
              <p className="text-sm text-ink-muted">
                Your generated poster is the cover. Upload an image only if you want to replace it later, from
                the script page.
              </p>
            ) : (
              <CoverDropField
                file={values.cover}
                previewUrl={form.coverPreview}
                error={errors.cover}
                disabled={isBusy}
                onFile={form.chooseCover}
                onClear={form.clearCover}
              />
            )}
            {renderCoverGenerator?.({
              title: values.title,
              genres: values.genres.map(genreNameOf),
              logline: values.logline,
              disabled: isBusy,
              ensureScriptId: form.ensureScriptId,
              onCoverUsed: form.onGeneratedCoverUsed,
            })}
            <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-line bg-canvas/60 p-3.5">
              <input
                type="checkbox"
                checked={values.isPublic}
                disabled={isBusy}
                onChange={(event) => form.setIsPublic(event.target.checked)}
                aria-labelledby="make-public-label"
                aria-describedby="make-public-hint"
                className="mt-0.5 size-4 accent-[var(--color-accent-ink)]"
              />
              <span>
                <span id="make-public-label" className="block text-sm font-medium text-ink">
                  Make Public
                </span>
                <span id="make-public-hint" className="block text-xs text-ink-subtle">
                  Allow other users to read and review
                </span>
              </span>
            </label>
          </div>
        </Panel>

        <UploadSubmitArea form={form} />
      </div>

      {form.phase === "done" && (
        <SuccessOverlay title="Upload Successful!">Taking you to your dashboard…</SuccessOverlay>
      )}
    </form>
  );
}
