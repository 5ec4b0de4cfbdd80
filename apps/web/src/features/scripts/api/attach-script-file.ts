import { useMutation, useQueryClient } from "@tanstack/react-query";

import { scriptResponseSchema, type ScriptDetail } from "@twl/contract";

import { uploadWithProgress, type UploadProgress } from "../../../lib/upload-with-progress.ts";
import { ownerScriptPath, uploadVersionPathOf, type ScriptTarget } from "../lib/script-target.ts";
import { scriptKeys } from "./script-keys.ts";

export interface AttachFileInput {
  target: ScriptTarget;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * The first file of a script that has none (a draft): POST /api/protected/scripts/{id}/file. An
 * admin acting for a dummy author has no such route and uploads it as a version instead.
 */
export async function attachScriptFile({ target, file, onProgress }: AttachFileInput): Promise<ScriptDetail> {
  const form = new FormData();
  form.append("file", file, file.name);
  const path = target.isAdminActing ? uploadVersionPathOf(target) : `${ownerScriptPath(target.id)}/file`;
  const { script } = await uploadWithProgress(path, { body: form, schema: scriptResponseSchema, onProgress });
  return script;
}

export function useAttachScriptFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachScriptFile,
    onSuccess: (script) => {
      queryClient.setQueryData(scriptKeys.detail(script.id), script);
      void queryClient.invalidateQueries({ queryKey: scriptKeys.detail(script.id) });
      void queryClient.invalidateQueries({ queryKey: scriptKeys.mine() });
    },
  });
}
