import { useEffect, useRef, useState } from "react";

import { MAX_IMAGE_BYTES, type ScriptDetail } from "@twl/contract";

import type { FileSource } from "../../../components/ui/file-drop-zone.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { isCoverImageFile } from "../../../lib/file-checks.ts";
import { useUploadCover } from "../api/upload-cover.ts";
import { scriptTargetOf } from "../lib/script-target.ts";

/** 'Cover image updated!' shows for 3 seconds. */
export const COVER_FLASH_MS = 3000;

/** The detail screen's cover checks: type, and 5MB enforced here. */
export function coverFileError(file: File, source: FileSource): string | null {
  if (!isCoverImageFile(file)) {
    return source === "dropped"
      ? "Please drop a JPG, PNG, or WebP image"
      : "Please upload a JPG, PNG, or WebP image";
  }
  if (file.size > MAX_IMAGE_BYTES) return "Image must be less than 5MB";
  return null;
}

/** An editor replaces the cover by click or drop; success flashes 'Cover image updated!'. */
export function useCoverUpload(script: ScriptDetail) {
  const upload = useUploadCover();
  const [error, setError] = useState<string | null>(null);
  const [isFlashing, setIsFlashing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (file: File, source: FileSource) => {
    const problem = coverFileError(file, source);
    setError(problem);
    if (problem || upload.isPending) return;
    upload.mutate(
      { target: scriptTargetOf(script), image: file },
      {
        onSuccess: () => {
          setIsFlashing(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setIsFlashing(false), COVER_FLASH_MS);
        },
        onError: (failure) => setError(errorMessageOf(failure, "Failed to upload cover image")),
      },
    );
  };

  return { choose, error, isFlashing, isUploading: upload.isPending };
}
