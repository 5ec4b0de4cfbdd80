import type { ScriptDetail } from "@twl/contract";
import { Download, ExternalLink, FileX } from "lucide-react";
import { useSearchParams } from "react-router";
import { buttonClasses } from "../../../../components/ui/button.tsx";
import { InlineAlert } from "../../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { errorMessageOf } from "../../../../lib/error-message.ts";
import { useScriptFileUrl } from "../../api/get-script-file-url.ts";
import { useScriptVersions } from "../../api/get-script-versions.ts";
import { titleOf } from "../../lib/script-display.ts";
import { FirstFileUpload } from "./first-file-upload.tsx";

function versionFrom(value: string | null): number | null {
  const version = Number(value);
  return Number.isInteger(version) && version > 0 ? version : null;
}

function VersionPicker({ script, version, onChange }: { script: ScriptDetail; version: number | null; onChange: (version: number | null) => void }) {
  const versions = useScriptVersions(script.id, script.canEdit);
  const options = script.canEdit && versions.data && versions.data.length > 0 ? versions.data : null;

  if (!options) {
    return <p className="text-sm text-ink-muted">{script.activeVersion ? `Version ${script.activeVersion} (active)` : "Active version"}</p>;
  }
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-ink">
      Version
      <select
        value={version ?? ""}
        onChange={(event) => onChange(versionFrom(event.target.value))}
        className="h-9 rounded-full border border-line-strong bg-surface px-3 text-sm text-ink"
      >
        <option value="">Active version</option>
        {options.map((item) => (
          <option key={item.id} value={item.version}>
            Version {item.version}
            {item.isActive ? " (active)" : ""}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Read Script (01 §2): the file of the chosen version (?version=) in the browser's PDF viewer, with
 * open and download links. Editors of a script without a file upload it here.
 */
export function ReadTab({ script }: { script: ScriptDetail }) {
  const [params, setParams] = useSearchParams();
  const version = script.canEdit ? versionFrom(params.get("version")) : null;
  const hasFile = Boolean(script.s3Key);
  const file = useScriptFileUrl(script.id, version, script.canEdit, hasFile);

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
        if (next === null) updated.delete("version");
        else updated.set("version", String(next));
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
            <a href={file.data.url} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: "secondary", size: "sm" })}>
              <ExternalLink aria-hidden="true" /> Open in new tab
            </a>
            <a href={file.data.url} download={fileName} className={buttonClasses({ size: "sm" })}>
              <Download aria-hidden="true" /> Download
            </a>
          </div>
        )}
      </div>
      {file.isPending ? (
        <Skeleton className="h-[75dvh] w-full rounded-2xl" />
      ) : file.isError ? (
        <InlineAlert>{errorMessageOf(file.error, "Failed to load script")}</InlineAlert>
      ) : file.data.fileType === "pdf" ? (
        <iframe
          key={file.data.url}
          src={file.data.url}
          title={`${title} (PDF, version ${file.data.version})`}
          className="h-[75dvh] min-h-[28rem] w-full rounded-2xl border border-line bg-paper shadow-card"
        />
      ) : (
        <InlineAlert tone="info">This file type opens in its own app: use Download or Open in new tab.</InlineAlert>
      )}
    </section>
  );
}
