import { useMutation, useQueryClient } from "@tanstack/react-query";

import { scriptResponseSchema, type ScriptDetail } from "@twl/contract";

import { uploadWithProgress, type UploadProgress } from "../../../lib/upload-with-progress.ts";
import { uploadVersionPathOf, type ScriptTarget } from "../lib/script-target.ts";
import { scriptKeys } from "./script-keys.ts";

export interface UploadVersionInput {
  target: ScriptTarget;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

/** POST .../upload-version multipart `file` (owner, or the admin route): the new version becomes active. */
export async function uploadScriptVersion({
  target,
  file,
  onProgress,
}: UploadVersionInput): Promise<ScriptDetail> {
  const form = new FormData();
  form.append("file", file, file.name);
  const { script } = await uploadWithProgress(uploadVersionPathOf(target), {
    body: form,
    schema: scriptResponseSchema,
    onProgress,
  });
  return script;
}

export function useUploadScriptVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadScriptVersion,
    onSuccess: (script) => {
      queryClient.setQueryData(scriptKeys.detail(script.id), script);
      void queryClient.invalidateQueries({ queryKey: scriptKeys.detail(script.id) });
      void queryClient.invalidateQueries({ queryKey: scriptKeys.mine() });
    },
  });
}
