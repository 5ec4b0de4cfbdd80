import { useMutation, useQueryClient } from "@tanstack/react-query";

import { importZipResponseSchema, type ImportResult } from "@twl/contract";

import { uploadWithProgress, type UploadProgress } from "../../../lib/upload-with-progress.ts";
import { VIEWER_SCOPE } from "../../../lib/viewer-queries.ts";

export interface ImportZipInput {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

/** POST /api/protected/scripts/import (multipart): every PDF/FDX/Fountain file becomes a private draft. */
export async function importZip({ file, onProgress }: ImportZipInput): Promise<ImportResult[]> {
  const body = new FormData();
  body.append("file", file, file.name);
  const { results } = await uploadWithProgress("/api/protected/scripts/import", {
    body,
    schema: importZipResponseSchema,
    onProgress,
  });
  return results;
}

export function useImportZip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importZip,
    // The owner's script lists (the same key the scripts feature uses for "my scripts").
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [VIEWER_SCOPE, "scripts", "mine"] }),
  });
}
