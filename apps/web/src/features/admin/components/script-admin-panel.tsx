import { EyeOff, MessageSquareX, ShieldCheck, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";

import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useEditorialFlags } from "../api/editorial.ts";
import { useModerationTargets } from "../api/get-moderation-targets.ts";
import { useModerate, type ModerationAction } from "../api/moderate.ts";
import { EditorialToggles } from "./editorial-toggles.tsx";
import { ReasonDialog } from "./reason-dialog.tsx";

type Pending = { action: ModerationAction; id: string; label: string } | null;

const DIALOG_COPY: Record<ModerationAction, { title: string; confirm: string; description: string }> = {
  "hide-script": {
    title: "Hide this script?",
    confirm: "Hide script",
    description:
      "It becomes private and leaves every public list. The author is told it was removed by moderation.",
  },
  "delete-script": {
    title: "Delete this script?",
    confirm: "Delete script",
    description:
      "The script and everything on it are deleted for good. The author is told it was removed by moderation.",
  },
  "delete-review": {
    title: "Remove this review?",
    confirm: "Remove review",
    description: "The review is deleted. Its writer is told it was removed by moderation.",
  },
  "delete-comment": {
    title: "Remove this comment?",
    confirm: "Remove comment",
    description: "The comment is deleted. Its writer is told it was removed by moderation.",
  },
};

/** Admin tools on a script page: editorial flags, hide or delete, and removing reviews and comments, each with a reason. */
export function ScriptAdminPanel({ scriptId, title }: { scriptId: string; title?: string }) {
  const flags = useEditorialFlags(scriptId);
  const [isModerationOpen, setIsModerationOpen] = useState(false);
  const targets = useModerationTargets(scriptId, isModerationOpen);
  const moderate = useModerate();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);

  if (flags.isError) return null;
  const name = title ?? "this script";

  return (
    <section
      aria-label="Admin tools"
      className="mb-6 rounded-2xl border border-dashed border-line-strong bg-surface-2/40 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="inline-flex items-center gap-2 text-sm font-semibold text-ink">
          <ShieldCheck aria-hidden="true" className="size-4" /> Admin
        </h2>
        {flags.isPending ? (
          <Skeleton className="h-9 w-64" />
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <EditorialToggles
              size="md"
              scriptId={scriptId}
              title={name}
              isPublic={flags.data.flags.isPublic}
              isStaffPick={flags.data.flags.isStaffPick}
              isContestWinner={flags.data.flags.isContestWinner}
            />
            {flags.data.flags.isPublic && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setPending({ action: "hide-script", id: scriptId, label: name })}
              >
                <EyeOff aria-hidden="true" /> Hide
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              className="text-danger-ink"
              onClick={() => setPending({ action: "delete-script", id: scriptId, label: name })}
            >
              <Trash2 aria-hidden="true" /> Delete
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={isModerationOpen}
              onClick={() => setIsModerationOpen((open) => !open)}
            >
              <MessageSquareX aria-hidden="true" /> Reviews and comments
            </Button>
          </div>
        )}
      </div>
      {isModerationOpen && (
        <div className="mt-4 space-y-2">
          <ModerationTargets
            targets={targets}
            onRemove={(item) => setPending({ action: item.action, id: item.id, label: item.kind })}
          />
        </div>
      )}
      <ReasonDialog
        open={pending !== null}
        title={pending ? DIALOG_COPY[pending.action].title : ""}
        description={pending ? DIALOG_COPY[pending.action].description : ""}
        confirmLabel={pending ? DIALOG_COPY[pending.action].confirm : "Confirm"}
        onClose={() => setPending(null)}
        onConfirm={async (reason) => {
          if (!pending) return;
          await moderate.mutateAsync({ action: pending.action, id: pending.id, reason });
          toast.success("Removed by moderation");
          if (pending.action === "delete-script") void navigate("/admin/scripts");
        }}
      />
    </section>
  );
}

type ModerationTargetsQuery = ReturnType<typeof useModerationTargets>;
type ModerationItem = ReturnType<typeof moderationItems>[number];

/** A script's reviews and comments as one list, each removable by moderation. */
function moderationItems(data: NonNullable<ModerationTargetsQuery["data"]>) {
  return [
    ...data.reviews.map((r) => ({
      action: "delete-review" as const,
      id: r.id,
      kind: "Review",
      author: r.user.name,
      text: r.comment,
    })),
    ...data.comments.map((c) => ({
      action: "delete-comment" as const,
      id: c.id,
      kind: "Comment",
      author: c.user.name,
      text: c.content,
    })),
  ];
}

/** The reviews and comments on the script (loading, failed, none, or the list). */
function ModerationTargets({
  targets,
  onRemove,
}: {
  targets: ModerationTargetsQuery;
  onRemove: (item: ModerationItem) => void;
}) {
  return (
    <>
      {targets.isPending ? (
        <Skeleton className="h-12" />
      ) : targets.isError ? (
        <p className="text-sm text-ink-muted">Failed to load reviews and comments.</p>
      ) : targets.data.reviews.length + targets.data.comments.length === 0 ? (
        <p className="text-sm text-ink-muted">No reviews or comments.</p>
      ) : (
        <ul className="space-y-2">
          {moderationItems(targets.data).map((item) => (
            <li
              key={item.id}
              className="flex items-start justify-between gap-3 rounded-xl border border-line bg-surface p-3 text-sm"
            >
              <div className="min-w-0">
                <p className="text-xs text-ink-subtle">
                  {item.kind} by {item.author || "Anonymous"}
                </p>
                <p className="line-clamp-2 text-ink">{item.text}</p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="h-8 px-2 text-danger-ink"
                onClick={() => onRemove(item)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
