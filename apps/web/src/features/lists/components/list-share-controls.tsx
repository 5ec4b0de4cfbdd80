import { Copy } from "lucide-react";
import { toast } from "sonner";

import type { ReaderList } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { useUpdateList } from "../api/update-list.ts";

/** Share a list by an unguessable link (read-only, public scripts only), copy it, or make it private again. */
export function ListShareControls({ list }: { list: ReaderList }) {
  const update = useUpdateList();
  const url = list.sharePath ? `${window.location.origin}${list.sharePath}` : null;
  const setShared = (shared: boolean) =>
    update.mutate(
      { id: list.id, shared },
      {
        onSuccess: () =>
          toast.success(shared ? "Anyone with the link can now see this list" : "The list is private again"),
        onError: (error) => toast.error(errorMessageOf(error, "Could not change sharing")),
      },
    );
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied");
    } catch {
      toast.error("Could not copy. Select the link and copy it instead.");
    }
  };
  return (
    <div className="space-y-3">
      <Switch
        label="Share by link"
        description="Anyone with the link sees the list’s public scripts, read-only. Turning this off ends the link."
        checked={list.sharePath !== null}
        disabled={update.isPending}
        onChange={setShared}
      />
      {url && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <input
            readOnly
            aria-label="Shared link"
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-9 min-w-0 flex-1 rounded-xl border border-line-strong bg-canvas px-3 text-sm text-ink"
          />
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" /> Copy link
          </Button>
        </div>
      )}
    </div>
  );
}
