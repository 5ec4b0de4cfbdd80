import { useMutation, useQueryClient } from "@tanstack/react-query";

import { uploadCoverResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { coverPathOf, type ScriptTarget } from "../lib/script-target.ts";
import { scriptKeys } from "./script-keys.ts";

/** POST .../cover multipart `image` (owner, or the admin route for a dummy author): a new active cover. */
export async function uploadCover({ target, image }: { target: ScriptTarget; image: File }) {
  const form = new FormData();
  form.append("image", image, image.name);
  return apiFetch(coverPathOf(target), { method: "POST", body: form, schema: uploadCoverResponseSchema });
}

export function useUploadCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCover,
    onSuccess: ({ script }) => {
      queryClient.setQueryData(scriptKeys.detail(script.id), script);
      void queryClient.invalidateQueries({ queryKey: scriptKeys.coverImages(script.id) });
      void queryClient.invalidateQueries({ queryKey: scriptKeys.mine() });
    },
  });
}
