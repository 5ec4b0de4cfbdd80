import type { ScriptDetail } from "@twl/contract";

import { InlineAlert } from "../../../../components/ui/inline-alert.tsx";
import { ProgressBar } from "../../../../components/ui/progress-bar.tsx";
import { useVersionUpload } from "../../hooks/use-version-upload.ts";
import { PdfDropField } from "../upload/pdf-drop-field.tsx";

/** The Read tab of a script without a file, for its editors: upload the first file. */
export function FirstFileUpload({ script }: { script: ScriptDetail }) {
  const upload = useVersionUpload(script, { isFirstFile: true });
  return (
    <section aria-labelledby="first-file-heading" className="mx-auto max-w-2xl space-y-4">
      <div>
        <h2 id="first-file-heading" className="font-display-tight text-2xl font-semibold text-ink">
          Upload your screenplay
        </h2>
        <p className="mt-1 text-ink-muted">
          This script has no file yet. Add the PDF, Final Draft or Fountain file so readers can open it.
        </p>
      </div>
      <PdfDropField file={null} onFile={upload.choose} disabled={upload.isUploading} />
      {upload.isUploading && (
        <div className="space-y-1.5">
          <p className="flex justify-between text-sm text-ink-muted">
            <span>Uploading script…</span>
            <span className="tabular-nums">{upload.progress}%</span>
          </p>
          <ProgressBar value={upload.progress} label="Upload progress" />
        </div>
      )}
      {upload.error && <InlineAlert>{upload.error}</InlineAlert>}
    </section>
  );
}
