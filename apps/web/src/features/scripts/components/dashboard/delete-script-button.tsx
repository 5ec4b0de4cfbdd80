import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { useDeleteScript } from "../../api/delete-script.ts";

/** Delete with the spec's confirmation; a failure says 'Failed to delete script: {message}'. */
export function DeleteScriptButton({ id, title }: { id: string; title: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const deletion = useDeleteScript();

  const confirm = () =>
    deletion.mutate(id, {
      onSuccess: () => {
        setIsOpen(false);
        toast.success(`"${title}" was deleted`);
      },
      onError: (error) => {
        setIsOpen(false);
        toast.error(`Failed to delete script: ${error.message}`);
      },
    });

  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={`Delete "${title}"`}
        title="Delete script"
        className="inline-flex size-9 items-center justify-center rounded-full text-ink-subtle transition-colors hover:bg-danger-soft hover:text-danger-ink"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={`Are you sure you want to delete "${title}"?`}
        description="This action cannot be undone. The script will be permanently removed from your dashboard."
        confirmLabel="Delete"
        isDestructive
        isBusy={deletion.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
