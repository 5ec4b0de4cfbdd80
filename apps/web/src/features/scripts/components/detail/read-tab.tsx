import { Download, ExternalLink, FileX, RotateCw } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";

import type { ScriptDetail } from "@twl/contract";

import { DownloadMenu } from "../../../../components/download-menu.tsx";
import { Button, buttonClasses } from "../../../../components/ui/button.tsx";
import { InlineAlert } from "../../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { errorMessageOf } from "../../../../lib/error-message.ts";
import { READER_PARAMS } from "../../../../lib/reader-target.ts";
import { titleOf } from "../../../../lib/script-display.ts";
import { downloadScript } from "../../api/download-script.ts";
import { useScriptFileUrl } from "../../api/get-script-file-url.ts";
import { FirstFileUpload } from "./first-file-upload.tsx";
import type { ReaderSlot } from "./script-slots.ts";
import { versionFrom, VersionPicker } from "./version-picker.tsx";

interface ReadTabProps {
  script: ScriptDetail;
  /** The viewer for the chosen file (pdf.js reader, screenplay view), plugged in by the page. */
  renderReader?: (slot: ReaderSlot) => ReactNode;
}

/** The shown version written as Fountain or Final Draft by the server (from its parsed model). */
function exportChoices(scriptId: string, version: number, fileName: string) {
  const base = `/api/scripts/${encodeURIComponent(scriptId)}/export`;
  const stem = fileName.replace(/\.[a-z]+$/, "");
  return [
    {
      label: "Fountain (.fountain)",
      path: `${base}/fountain?version=${version}`,
      fallbackName: `${stem}.fountain`,
    },
    { label: "Final Draft (.fdx)", path: `${base}/fdx?version=${version}`, fallbackName: `${stem}.fdx` },
  ];
}

/**
 * Read Script: the chosen version (?version=, editors only) in the page's reader, with
 * open and download links. Editors of a script without a file upload it here.
 */
export function ReadTab({ script, renderReader }: ReadTabProps) {
  const [params, setParams] = useSearchParams();
  const version = script.canEdit ? versionFrom(params.get(READER_PARAMS.version)) : null;
  const { hasFile } = script;
  const file = useScriptFileUrl(script.id, version, script.canEdit, hasFile);
  const [isDownloading, setIsDownloading] = useState(false);

  if (!hasFile) {
    if (script.canEdit) return <FirstFileUpload script={script} />;
    return (
      <div className="py-12 text-center text-ink-muted">
        <FileX aria-hidden="true" className="mx-auto size-8 text-ink-subtle" />
        <p className="mt-3">The author has not uploaded the script file yet.</p>
      </div>
    );
  }

  const changeVersion = (next: number | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete(READER_PARAMS.version);
        else updated.set(READER_PARAMS.version, String(next));
        updated.delete(READER_PARAMS.scene);
        return updated;
      },
      { replace: true },
    );
  const title = titleOf(script);
  const fileName = `${title.replace(/[^\w\- ]+/g, "").trim() || "script"}.${file.data?.fileType ?? "pdf"}`;

  return (
    <section aria-label="Script file" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <VersionPicker script={script} version={version} onChange={changeVersion} />
        {file.data && (
          <div className="flex gap-2">
            <a
              href={file.data.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: "secondary", size: "sm" })}
            >
              <ExternalLink aria-hidden="true" /> Open in new tab
            </a>
            <DownloadMenu label="Export as" choices={exportChoices(script.id, file.data.version, fileName)} />
            <Button
              size="sm"
              disabled={isDownloading}
              onClick={() => {
                setIsDownloading(true);
                downloadScript(script.id, version, null)
                  .catch((error: unknown) => toast.error(errorMessageOf(error, "Download failed")))
                  .finally(() => setIsDownloading(false));
              }}
            >
              <Download aria-hidden="true" /> {isDownloading ? "Preparing…" : "Download"}
            </Button>
          </div>
        )}
      </div>
      {file.isPending ? (
        <div role="status" aria-label="Loading script file" className="space-y-3">
          <Skeleton className="h-12 w-full rounded-2xl" />
          <Skeleton className="h-[70dvh] w-full rounded-2xl" />
        </div>
      ) : file.isError ? (
        <InlineAlert>
          <p>{errorMessageOf(file.error, "Failed to load script")}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void file.refetch()}>
            <RotateCw aria-hidden="true" /> Retry
          </Button>
        </InlineAlert>
      ) : (
        renderReader?.({ scriptId: script.id, title, file: file.data })
      )}
    </section>
  );
}
