import { clsx } from "clsx";
import { Globe, LoaderCircle, Lock, Save } from "lucide-react";
import type { FormEvent } from "react";

import { LOGLINE_MAX_LENGTH, MAX_GENRES_PER_SCRIPT, TITLE_MAX_LENGTH } from "@twl/contract";

import { Button } from "../../../../components/ui/button.tsx";
import { InlineAlert } from "../../../../components/ui/inline-alert.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../../components/ui/textarea-field.tsx";
import type { ScriptEditor } from "../../hooks/use-script-editor.ts";
import { GenrePicker } from "../genre-picker.tsx";
import { ScreenplayTypeField } from "../upload/screenplay-type-field.tsx";

/** Edit mode of the overview: title, logline, genres (max 3), type and visibility. */
export function EditScriptForm({ editor }: { editor: ScriptEditor }) {
  const { draft, errors, isSaving, isDirty } = editor;
  if (!draft) return null;

  const toggleGenre = (slug: string) => {
    const isSelected = draft.genres.includes(slug);
    if (!isSelected && draft.genres.length >= MAX_GENRES_PER_SCRIPT) return;
    editor.change({
      genres: isSelected ? draft.genres.filter((genre) => genre !== slug) : [...draft.genres, slug],
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    editor.save();
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="edit-script-heading"
      aria-busy={isSaving}
      className="space-y-5 rounded-3xl border border-accent/40 bg-surface p-5 shadow-card sm:p-7"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="edit-script-heading" className="font-display-tight text-2xl font-semibold text-ink">
          Edit script
        </h2>
        {isDirty && (
          <span
            role="status"
            className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-ink"
          >
            Unsaved changes
          </span>
        )}
      </div>
      <TextField
        label="Title"
        value={draft.title}
        maxLength={TITLE_MAX_LENGTH}
        error={errors.title}
        disabled={isSaving}
        onChange={(event) => editor.change({ title: event.target.value })}
      />
      <TextareaField
        label="Logline"
        rows={3}
        value={draft.logline}
        maxLength={LOGLINE_MAX_LENGTH}
        error={errors.logline}
        disabled={isSaving}
        onChange={(event) => editor.change({ logline: event.target.value })}
      />
      <GenrePicker selected={draft.genres} onToggle={toggleGenre} error={errors.genres} disabled={isSaving} />
      <ScreenplayTypeField
        value={draft.screenplayType}
        onChange={(screenplayType) => editor.change({ screenplayType })}
        disabled={isSaving}
      />
      <div className="flex items-center justify-between gap-4 rounded-2xl border border-line bg-canvas/60 p-3.5">
        <div className="flex items-start gap-3">
          {draft.isPublic ? (
            <Globe aria-hidden="true" className="mt-0.5 size-4 text-success-ink" />
          ) : (
            <Lock aria-hidden="true" className="mt-0.5 size-4 text-ink-subtle" />
          )}
          <div>
            <p id="visibility-label" className="text-sm font-medium text-ink">
              Make Public
            </p>
            <p id="visibility-hint" className="text-xs text-ink-subtle">
              {draft.isPublic ? "Other users can read and review it." : "Private: only you can see it."}
            </p>
          </div>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={draft.isPublic}
          aria-labelledby="visibility-label"
          aria-describedby="visibility-hint"
          disabled={isSaving}
          onClick={() => editor.change({ isPublic: !draft.isPublic })}
          className={clsx(
            "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors",
            draft.isPublic ? "bg-success" : "bg-line-strong",
          )}
        >
          <span
            aria-hidden="true"
            className={clsx(
              "inline-block size-5 rounded-full bg-white shadow transition-transform",
              draft.isPublic ? "translate-x-[22px]" : "translate-x-0.5",
            )}
          />
        </button>
      </div>
      {errors.form && <InlineAlert>{errors.form}</InlineAlert>}
      <div className="flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={editor.cancel} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? (
            <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {isSaving ? "Saving…" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
