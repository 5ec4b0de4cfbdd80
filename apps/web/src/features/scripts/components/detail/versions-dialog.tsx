import { GitCompareArrows, LoaderCircle, Trash2, Upload } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import type { ScriptDetail, ScriptVersion } from "@twl/contract";

import { Button } from "../../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../../components/ui/dialog.tsx";
import { FileDropZone } from "../../../../components/ui/file-drop-zone.tsx";
import { InlineAlert } from "../../../../components/ui/inline-alert.tsx";
import { ProgressBar } from "../../../../components/ui/progress-bar.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { errorMessageOf } from "../../../../lib/error-message.ts";
import { formatFileSize, SCRIPT_ACCEPT } from "../../../../lib/file-checks.ts";
import { formatDateTime } from "../../../../lib/format.ts";
import { useDeleteScriptVersion } from "../../api/delete-stored-version.ts";
import { useScriptVersions } from "../../api/get-script-versions.ts";
import { useStorageUsage } from "../../api/get-storage-usage.ts";
import { useSetActiveVersion } from "../../api/set-active-version.ts";
import { useVersionUpload } from "../../hooks/use-version-upload.ts";
import { StorageMeter } from "../storage-meter.tsx";

interface VersionsDialogProps {
  script: ScriptDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the active version changed (the page shows a success overlay and refreshes). */
  onActivated: (version: number) => void;
}

function VersionRow({
  version,
  canActivate,
  isBusy,
  onActivate,
  onDelete,
}: {
  version: ScriptVersion;
  canActivate: boolean;
  isBusy: boolean;
  onActivate: () => void;
  onDelete: () => void;
}) {
  const pages =
    version.pageCount === null
      ? "? pages"
      : `${version.pageCount} ${version.pageCount === 1 ? "page" : "pages"}`;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3.5">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-medium text-ink">
          Version {version.version}
          {version.isActive && (
            <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success-ink">
              Active
            </span>
          )}
        </p>
        <p className="mt-0.5 text-xs text-ink-subtle">
          {formatDateTime(version.createdAt)} · {version.uploader?.name ?? "Unknown uploader"} · {pages} ·{" "}
          {formatFileSize(version.sizeBytes)}
        </p>
      </div>
      {canActivate && !version.isActive && (
        <Button
          variant="secondary"
          size="sm"
          disabled={isBusy}
          onClick={onActivate}
          aria-label={`Set version ${version.version} active`}
        >
          Set active
        </Button>
      )}
      {canActivate && !version.isActive && (
        <Button
          variant="ghost"
          size="sm"
          disabled={isBusy}
          onClick={onDelete}
          aria-label={`Delete version ${version.version}`}
          title="Delete this version"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

/** Drop or pick a new draft; shows the upload's progress. */
function NewVersionDropZone({ upload }: { upload: ReturnType<typeof useVersionUpload> }) {
  return (
    <FileDropZone
      accept={SCRIPT_ACCEPT}
      inputLabel="New version PDF, Final Draft or Fountain file"
      onFile={upload.choose}
      disabled={upload.isUploading}
      className="mt-5 rounded-2xl border-2 border-dashed border-line-strong bg-canvas/60 p-4 transition-colors"
      draggingClassName="border-accent bg-accent-soft/50"
    >
      {({ openPicker }) => (
        <div className="flex flex-wrap items-center gap-3">
          <p className="min-w-0 flex-1 text-sm text-ink-muted">
            Drop a new draft here (PDF, Final Draft or Fountain, under 10MB), or
          </p>
          <Button size="sm" onClick={openPicker} disabled={upload.isUploading}>
            {upload.isUploading ? (
              <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
            ) : (
              <Upload aria-hidden="true" />
            )}
            Upload new version
          </Button>
          {upload.isUploading && (
            <ProgressBar value={upload.progress} label="Version upload progress" className="w-full" />
          )}
        </div>
      )}
    </FileDropZone>
  );
}

/** Every version of the script: upload a new one (PDF, FDX or Fountain, 10MB) or pick the active one. */
export function VersionsDialog({ script, open, onOpenChange, onActivated }: VersionsDialogProps) {
  const versions = useScriptVersions(script.id, open);
  const activate = useSetActiveVersion();
  const upload = useVersionUpload(script);
  const storage = useStorageUsage(open && script.canEdit);
  const removal = useDeleteScriptVersion();
  const [toDelete, setToDelete] = useState<number | null>(null);
  const maxVersions = storage.data?.maxVersionsPerScript;
  const count = versions.data?.length ?? 0;
  const isAtCap = maxVersions !== undefined && count >= maxVersions;

  const confirmDelete = () => {
    if (toDelete === null) return;
    removal.mutate(
      { id: script.id, version: toDelete },
      {
        onSuccess: () => {
          toast.success(`Version ${toDelete} was deleted`);
          setToDelete(null);
        },
        onError: (error) => {
          toast.error(errorMessageOf(error, "Failed to delete the version"));
          setToDelete(null);
        },
      },
    );
  };

  const setActive = (version: number) =>
    activate.mutate(
      { id: script.id, version },
      {
        onSuccess: () => {
          onOpenChange(false);
          onActivated(version);
        },
        onError: (error) => toast.error(errorMessageOf(error, "Failed to update script version")),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogTitle className="font-display-tight text-2xl font-semibold text-ink">
          Script versions
        </DialogTitle>
        <DialogDescription className="mt-1.5 text-sm text-ink-muted">
          Each upload makes a new version. Readers see the active one.
        </DialogDescription>

        {script.canEdit && (
          <div className="mt-4 space-y-2 rounded-2xl bg-surface-2/60 p-4">
            <StorageMeter showCaps={false} />
            {maxVersions !== undefined && versions.data && (
              <p className={isAtCap ? "text-sm font-medium text-danger-ink" : "text-xs text-ink-muted"}>
                {count} of {maxVersions} versions kept.
                {isAtCap
                  ? " Delete an old version below before uploading a new one."
                  : " Delete old versions you no longer need to free space."}
              </p>
            )}
          </div>
        )}

        {script.canEdit && <NewVersionDropZone upload={upload} />}
        {upload.error && <InlineAlert className="mt-3">{upload.error}</InlineAlert>}

        {script.mayCompare && versions.data && versions.data.length >= 2 && (
          <Button
            variant="secondary"
            size="sm"
            className="mt-4"
            to={`/scripts/${script.id}/compare?from=${versions.data[1]!.version}&to=${versions.data[0]!.version}`}
          >
            <GitCompareArrows aria-hidden="true" />
            Compare drafts
          </Button>
        )}

        <div className="mt-4">
          {versions.isPending ? (
            <div className="space-y-3 py-2">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : versions.isError ? (
            <InlineAlert>{errorMessageOf(versions.error, "Failed to fetch script versions")}</InlineAlert>
          ) : versions.data.length === 0 ? (
            <p className="py-4 text-sm text-ink-muted">No versions yet.</p>
          ) : (
            <ul aria-label="Versions" className="divide-y divide-line">
              {versions.data.map((version) => (
                <VersionRow
                  key={version.id}
                  version={version}
                  canActivate={script.canEdit}
                  isBusy={activate.isPending}
                  onActivate={() => setActive(version.version)}
                  onDelete={() => setToDelete(version.version)}
                />
              ))}
            </ul>
          )}
        </div>
        <ConfirmDialog
          open={toDelete !== null}
          onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
          title={`Delete version ${toDelete ?? ""}?`}
          description="Its file and any coverage report of it are removed for good, and its space is freed. The active version stays."
          confirmLabel="Delete version"
          isDestructive
          isBusy={removal.isPending}
          onConfirm={confirmDelete}
        />
      </DialogContent>
    </Dialog>
  );
}
