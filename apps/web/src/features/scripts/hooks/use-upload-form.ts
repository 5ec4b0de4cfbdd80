import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";

import {
  MAX_GENRES_PER_SCRIPT,
  MAX_SCRIPT_FILE_BYTES,
  uploadScriptFieldsSchema,
  type ScreenplayType,
  type ScriptDetail,
} from "@twl/contract";

import type { FileSource } from "../../../components/ui/file-drop-zone.tsx";
import { isCoverImageFile, isScriptFile, titleFromFileName } from "../../../lib/file-checks.ts";
import { fieldErrorsOf } from "../../../lib/form-errors.ts";
import { createDraftScript } from "../api/create-draft-script.ts";
import { scriptKeys } from "../api/script-keys.ts";
import { submitUpload, UploadError } from "./submit-upload.ts";
import { usePreviewUrl } from "./use-preview-url.ts";

export const UPLOAD_SUCCESS_DELAY_MS = 2000;

export type UploadPhase = "editing" | "uploading" | "cover" | "done";
export type UploadField = "file" | "title" | "genres" | "logline" | "cover";
export type UploadErrors = Partial<Record<UploadField, string>>;

const EMPTY = {
  file: null as File | null,
  title: "",
  genres: [] as string[],
  logline: "",
  isPublic: false,
  cover: null as File | null,
  screenplayType: "movie" as ScreenplayType,
};

/**
 * The file check of the product rules (docs/product-rules.md), widened to Final Draft and Fountain; anything else gets the
 * spec's PDF message, which depends on how the file arrived.
 */
export function scriptFileError(file: File, source: FileSource): string | null {
  if (!isScriptFile(file))
    return source === "dropped" ? "Please drop a PDF file" : "Please upload a PDF file";
  if (file.size > MAX_SCRIPT_FILE_BYTES) return "File must be less than 10MB";
  return null;
}

/** The form's own checks before anything is sent: a file, the contract's title and logline, a genre. */
function validateUpload(values: typeof EMPTY): UploadErrors {
  const found: UploadErrors = {};
  if (!values.file) found.file = "Please select a file to upload";
  const fields = uploadScriptFieldsSchema.safeParse({ title: values.title, logline: values.logline });
  if (!fields.success) Object.assign(found, fieldErrorsOf(fields.error.issues, ["title", "logline"]));
  if (values.genres.length === 0) found.genres = "Please select at least one genre";
  return found;
}

/** A generated poster needs a script: a private draft made on the first generation, filled in on submit. */
function usePosterDraft(values: typeof EMPTY) {
  const queryClient = useQueryClient();
  const [draftId, setDraftId] = useState<string | null>(null);
  const [generatedCoverUrl, setGeneratedCoverUrl] = useState<string | null>(null);
  const draftPromise = useRef<Promise<string> | null>(null);

  const ensureScriptId = (): Promise<string> => {
    if (draftId) return Promise.resolve(draftId);
    if (!values.title.trim())
      return Promise.reject(new Error("Please enter a script title before generating images"));
    draftPromise.current ??= createDraftScript({
      title: values.title.trim(),
      genres: values.genres,
      logline: values.logline.trim() || undefined,
      isPublic: false,
    })
      .then((script) => {
        setDraftId(script.id);
        return script.id;
      })
      .catch((error: unknown) => {
        draftPromise.current = null;
        throw error;
      });
    return draftPromise.current;
  };

  const onGeneratedCoverUsed = (script: ScriptDetail) => {
    setGeneratedCoverUrl(script.coverUrl ?? "used");
    void queryClient.invalidateQueries({ queryKey: scriptKeys.mine() });
  };

  /** After an upload: the next script starts without a draft. */
  const reset = () => {
    setDraftId(null);
    setGeneratedCoverUrl(null);
    draftPromise.current = null;
  };

  return { draftId, generatedCoverUrl, ensureScriptId, onGeneratedCoverUsed, reset };
}

/** The upload form's state, its checks and the submit flow with progress. */
export function useUploadForm({ onUploaded }: { onUploaded: (script: ScriptDetail) => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<UploadErrors>({});
  const [phase, setPhase] = useState<UploadPhase>("editing");
  const [progress, setProgress] = useState(0);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [coverPreview, showCoverPreview] = usePreviewUrl();
  const {
    draftId,
    generatedCoverUrl,
    ensureScriptId,
    onGeneratedCoverUsed,
    reset: resetDraft,
  } = usePosterDraft(values);
  const doneTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(doneTimer.current), []);

  const update = (changes: Partial<typeof EMPTY>, clear: UploadField[]) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(clear.map((field) => [field, undefined])) }));
    setSubmitError(null);
  };

  const chooseFile = (file: File, source: FileSource) => {
    const error = scriptFileError(file, source);
    if (error) {
      setValues((current) => ({ ...current, file: null }));
      setErrors((current) => ({ ...current, file: error }));
      return;
    }
    const title = values.title.trim() ? values.title : titleFromFileName(file.name);
    update({ file, title }, ["file", ...(title ? (["title"] as const) : [])]);
  };

  const toggleGenre = (slug: string) => {
    const selected = values.genres.includes(slug);
    // The selector stops adding at the limit.
    if (!selected && values.genres.length >= MAX_GENRES_PER_SCRIPT) return;
    update(
      { genres: selected ? values.genres.filter((genre) => genre !== slug) : [...values.genres, slug] },
      ["genres"],
    );
  };

  const chooseCover = (file: File, source: FileSource) => {
    if (!isCoverImageFile(file)) {
      setErrors((current) => ({
        ...current,
        cover:
          source === "dropped"
            ? "Please drop a JPG, PNG, or WebP image"
            : "Please upload a JPG, PNG, or WebP image",
      }));
      return;
    }
    update({ cover: file }, ["cover"]);
    showCoverPreview(file);
  };

  const submit = async () => {
    if (phase !== "editing") return;
    const found = validateUpload(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !values.file) return;

    setSubmitError(null);
    setProgress(0);
    setPhase("uploading");
    try {
      const { script, coverWarning } = await submitUpload({
        file: values.file,
        // A manually chosen cover goes up only when no generated image is the cover.
        cover: generatedCoverUrl ? null : values.cover,
        draftId,
        metadata: {
          title: values.title.trim(),
          genres: values.genres,
          logline: values.logline.trim(),
          isPublic: values.isPublic,
          screenplayType: values.screenplayType,
        },
        onProgress: ({ percent }) => setProgress(percent),
        onCoverStart: () => setPhase("cover"),
      });
      if (coverWarning) toast.error(coverWarning);
      void queryClient.invalidateQueries({ queryKey: scriptKeys.mine() });
      setPhase("done");
      doneTimer.current = setTimeout(() => {
        setValues(EMPTY);
        showCoverPreview(null);
        resetDraft();
        setPhase("editing");
        onUploaded(script);
      }, UPLOAD_SUCCESS_DELAY_MS);
    } catch (error) {
      setPhase("editing");
      setSubmitError(error instanceof UploadError ? error.message : "Failed to upload script");
    }
  };

  return {
    draftId,
    hasGeneratedCover: generatedCoverUrl !== null,
    ensureScriptId,
    onGeneratedCoverUsed,
    values,
    errors,
    phase,
    progress,
    submitError,
    coverPreview,
    isBusy: phase !== "editing",
    chooseFile,
    clearFile: () => update({ file: null }, ["file"]),
    setTitle: (title: string) => update({ title }, ["title"]),
    toggleGenre,
    setLogline: (logline: string) => update({ logline }, ["logline"]),
    setIsPublic: (isPublic: boolean) => update({ isPublic }, []),
    setScreenplayType: (screenplayType: ScreenplayType) => update({ screenplayType }, []),
    chooseCover,
    clearCover: () => {
      update({ cover: null }, ["cover"]);
      showCoverPreview(null);
    },
    submit,
  };
}

export type UploadForm = ReturnType<typeof useUploadForm>;
