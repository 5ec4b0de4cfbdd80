import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { DASHBOARD_PAGE_SIZE, type MyScriptsResponse } from "@twl/contract";

import { errorMessageOf } from "../../../lib/error-message.ts";
import { scriptKeys } from "../api/script-keys.ts";
import { updateScript } from "../api/update-script.ts";

interface ToggleInput {
  id: string;
  title: string;
  isPublic: boolean;
}

/**
 * The owner flips a dashboard row between Public and Private: the row changes at once,
 * PUT sends { isPublic }, and a failure puts the row back and says why.
 */
export function useTogglePrivacy(page: number) {
  const queryClient = useQueryClient();
  const key = scriptKeys.minePage(page, DASHBOARD_PAGE_SIZE);

  return useMutation({
    mutationFn: ({ id, isPublic }: ToggleInput) =>
      updateScript({ target: { id, authorId: "", isAdminActing: false }, changes: { isPublic } }),
    onMutate: async ({ id, isPublic }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MyScriptsResponse>(key);
      queryClient.setQueryData<MyScriptsResponse>(
        key,
        (current) =>
          current && {
            ...current,
            scripts: current.scripts.map((script) => (script.id === id ? { ...script, isPublic } : script)),
          },
      );
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(errorMessageOf(error, "Failed to update script"));
    },
    onSuccess: (script, { title, isPublic }) => {
      queryClient.setQueryData(scriptKeys.detail(script.id), script);
      toast.success(isPublic ? `"${title}" is now public` : `"${title}" is now private`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: scriptKeys.mine() }),
  });
}
