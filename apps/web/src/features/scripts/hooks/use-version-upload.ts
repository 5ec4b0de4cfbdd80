import { useState } from "react";
import { toast } from "sonner";

import { MAX_SCRIPT_FILE_BYTES, type ScriptDetail } from "@twl/contract";

import type { FileSource } from "../../../components/ui/file-drop-zone.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { isScriptFile } from "../../../lib/file-checks.ts";
import { useAttachScriptFile } from "../api/attach-script-file.ts";
import { useUploadScriptVersion } from "../api/upload-script-version.ts";
import { scriptTargetOf } from "../lib/script-target.ts";

/** Version upload checks: a PDF (or FDX / Fountain) under 10MB. */
export function versionFileError(file: File, source: FileSource): string | null {
  if (!isScriptFile(file))
    return source === "dropped" ? "Please drop a PDF file" : "Please upload a PDF file";
  if (file.size > MAX_SCRIPT_FILE_BYTES) return "File size must be less than 10MB";
  return null;
}

/**
 * Uploads a script file from the script page: a new version, or the first file of a script that
 * has none (`isFirstFile`). Reports progress; the new version becomes active.
 */
export function useVersionUpload(script: ScriptDetail, { isFirstFile = false } = {}) {
  const newVersion = useUploadScriptVersion();
  const firstFile = useAttachScriptFile();
  const mutation = isFirstFile ? firstFile : newVersion;
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  const choose = (file: File, source: FileSource) => {
    const problem = versionFileError(file, source);
    setError(problem);
    if (problem || mutation.isPending) return;
    setProgress(0);
    mutation.mutate(
      { target: scriptTargetOf(script), file, onProgress: ({ percent }) => setProgress(percent) },
      {
        onSuccess: (updated) => {
          if (isFirstFile) toast.success("Script uploaded");
          else
            toast.success(
              updated.activeVersion
                ? `Version ${updated.activeVersion} uploaded and set active`
                : "New version uploaded",
            );
        },
        onError: (failure) =>
          setError(
            errorMessageOf(
              failure,
              isFirstFile ? "Failed to upload script" : "Failed to upload script version",
            ),
          ),
      },
    );
  };

  return { choose, error, progress, isUploading: mutation.isPending };
}
