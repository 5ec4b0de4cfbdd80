import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { useUserAudit } from "../api/get-user-audit.ts";
import { auditActionLabel, describeValues } from "../lib/audit-labels.ts";

/** A user's audit trail: every admin change, who made it, before and after, and why. */
export function UserAuditDialog({
  user,
  onClose,
}: {
  user: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const audit = useUserAudit(user?.id ?? null);
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogTitle className="font-display-tight text-xl font-semibold text-ink">Audit trail</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-ink-muted">
          Admin changes to {user?.name || "this user"} and their content, newest first.
        </DialogDescription>
        <div className="mt-5">
          {audit.isPending ? (
            <div className="space-y-2">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : audit.isError ? (
            <InlineAlert>Failed to load the audit trail</InlineAlert>
          ) : audit.data.entries.length === 0 ? (
            <p className="text-sm text-ink-muted">No admin changes yet.</p>
          ) : (
            <ol className="space-y-2" aria-label="Audit entries">
              {audit.data.entries.map((entry) => (
                <li key={entry.id} className="rounded-xl border border-line bg-surface-2/50 p-3 text-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-medium text-ink">{auditActionLabel(entry.action)}</p>
                    <time className="text-xs text-ink-subtle" dateTime={entry.createdAt}>
                      {formatDateTime(entry.createdAt)}
                    </time>
                  </div>
                  <p className="mt-1 text-ink-muted">By {entry.admin?.name ?? "a removed admin"}</p>
                  {entry.subject && <p className="mt-1 text-ink-muted">{entry.subject}</p>}
                  <p className="mt-1 text-ink-muted">
                    <span className="text-ink-subtle">Before</span> {describeValues(entry.before)} →{" "}
                    <span className="text-ink-subtle">After</span> {describeValues(entry.after)}
                  </p>
                  {entry.reason && <p className="mt-1 text-ink-muted">Reason: {entry.reason}</p>}
                </li>
              ))}
            </ol>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
