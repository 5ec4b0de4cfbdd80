import { useMutation, useQueryClient } from "@tanstack/react-query";

import { scriptResponseSchema, type ScreenplayType, type ScriptDetail } from "@twl/contract";

import { uploadWithProgress, type UploadProgress } from "../../../lib/upload-with-progress.ts";
import { scriptKeys } from "./script-keys.ts";

export interface ScriptMetadata {
  title: string;
  /** Slugs, 1 to 3; the first is also sent as the legacy single genre. */
  genres: string[];
  logline: string;
  isPublic: boolean;
  screenplayType: ScreenplayType;
}

export interface UploadScriptInput extends ScriptMetadata {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

/** The multipart fields of the one-request upload: genres as JSON text, isPublic as text. */
export function uploadFormOf({
  file,
  title,
  genres,
  logline,
  isPublic,
  screenplayType,
}: UploadScriptInput): FormData {
  const form = new FormData();
  form.append("title", title);
  if (genres[0]) form.append("genre", genres[0]);
  form.append("genres", JSON.stringify(genres));
  form.append("logline", logline);
  form.append("isPublic", isPublic ? "true" : "false");
  form.append("screenplayType", screenplayType);
  // The file goes last so the server has the fields before the stream.
  form.append("file", file, file.name);
  return form;
}

/** POST /api/protected/scripts/upload (multipart): script and metadata in one request. */
export async function uploadScript(input: UploadScriptInput): Promise<ScriptDetail> {
  const { script } = await uploadWithProgress("/api/protected/scripts/upload", {
    body: uploadFormOf(input),
    schema: scriptResponseSchema,
    onProgress: input.onProgress,
  });
  return script;
}

export function useUploadScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadScript,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scriptKeys.mine() }),
  });
}
