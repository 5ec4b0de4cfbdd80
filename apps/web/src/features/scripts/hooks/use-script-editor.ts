import { useEffect, useState } from "react";
import { useBlocker } from "react-router";
import { toast } from "sonner";

import {
  updateScriptRequestSchema,
  type ScreenplayType,
  type ScriptDetail,
  type UpdateScriptRequest,
} from "@twl/contract";

import { errorMessageOf } from "../../../lib/error-message.ts";
import { useFormErrors, type FieldErrors } from "../../../lib/form-errors.ts";
import { useUpdateScript } from "../api/update-script.ts";
import { scriptTargetOf } from "../lib/script-target.ts";

export interface ScriptDraft {
  title: string;
  logline: string;
  /** Slugs, in the order chosen. */
  genres: string[];
  isPublic: boolean;
  screenplayType: ScreenplayType;
}

type DraftField = "title" | "logline" | "genres" | "form";
export type DraftErrors = FieldErrors<DraftField>;
/** The draft fields the schema's messages go under; "form" is the server's answer. */
const SCHEMA_FIELDS: readonly DraftField[] = ["title", "logline", "genres"];

export function draftOf(script: ScriptDetail): ScriptDraft {
  return {
    title: script.title,
    logline: script.logline ?? "",
    genres: script.genres.map((item) => item.genre.slug),
    isPublic: script.isPublic,
    screenplayType: script.screenplayType,
  };
}

function isSameDraft(a: ScriptDraft, b: ScriptDraft): boolean {
  return (
    a.title === b.title &&
    a.logline === b.logline &&
    a.isPublic === b.isPublic &&
    a.genres.join() === b.genres.join() &&
    a.screenplayType === b.screenplayType
  );
}

/** The PUT body: genres as slugs, the first also as the legacy single genre. */
export function changesOf(draft: ScriptDraft): UpdateScriptRequest {
  const logline = draft.logline.trim();
  return {
    title: draft.title.trim(),
    logline: logline || null,
    genres: draft.genres,
    genre: draft.genres[0],
    isPublic: draft.isPublic,
    screenplayType: draft.screenplayType,
  };
}

/**
 * View and edit mode of the script page: an unsaved-changes flag, Cancel that asks first
 * when something changed, a warning before the tab closes and a blocker for in-app navigation.
 */
export function useScriptEditor(script: ScriptDetail) {
  const [draft, setDraft] = useState<ScriptDraft | null>(null);
  const { errors, setErrors, validate } = useFormErrors<UpdateScriptRequest, DraftField>(
    updateScriptRequestSchema,
    SCHEMA_FIELDS,
  );
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const update = useUpdateScript();
  const isDirty = draft !== null && !isSameDraft(draft, draftOf(script));

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  const close = () => {
    setDraft(null);
    setErrors({});
    setIsConfirmingCancel(false);
    update.reset();
  };

  const change = (changes: Partial<ScriptDraft>) => {
    setDraft((current) => (current ? { ...current, ...changes } : current));
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(changes).map((key) => [key, undefined])),
      form: undefined,
    }));
  };

  const save = () => {
    if (!draft || update.isPending) return;
    const changes = validate(changesOf(draft));
    if (!changes) return;
    update.mutate(
      { target: scriptTargetOf(script), changes },
      {
        onSuccess: () => {
          close();
          toast.success("Script updated");
        },
        onError: (error) => setErrors({ form: errorMessageOf(error, "Failed to update script") }),
      },
    );
  };

  return {
    draft,
    errors,
    isEditing: draft !== null,
    isDirty,
    isSaving: update.isPending,
    isConfirmingCancel,
    blocker,
    start: () => setDraft(draftOf(script)),
    change,
    save,
    cancel: () => (isDirty ? setIsConfirmingCancel(true) : close()),
    keepEditing: () => setIsConfirmingCancel(false),
    discard: close,
  };
}

export type ScriptEditor = ReturnType<typeof useScriptEditor>;
