import { CheckCircle2, FileArchive, Upload, XCircle } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";

import { MAX_IMPORT_ZIP_BYTES, MAX_IMPORT_ZIP_ENTRIES, type ImportResult } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { cardClass } from "../../../components/ui/card.tsx";
import { ProgressBar } from "../../../components/ui/progress-bar.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { useImportZip } from "../api/import-zip.ts";

function ResultLine({ result }: { result: ImportResult }) {
  return (
    <li className="flex items-start gap-2 text-sm">
      {result.ok ? (
        <CheckCircle2 aria-label="Imported" className="mt-0.5 size-4 shrink-0 text-success-ink" />
      ) : (
        <XCircle aria-label="Not imported" className="mt-0.5 size-4 shrink-0 text-danger-ink" />
      )}
      <span className="min-w-0 break-words">
        {result.ok && result.scriptId ? (
          <Link
            className="font-medium text-accent-ink underline"
            to={`/scripts/${encodeURIComponent(result.scriptId)}`}
          >
            {result.file}
          </Link>
        ) : (
          <span className="font-medium text-ink">{result.file}</span>
        )}
        {result.error && <span className="text-ink-muted"> · {result.error}</span>}
      </span>
    </li>
  );
}

/**
 * Account settings: "Import a ZIP". Every PDF, Final Draft or Fountain file in the ZIP becomes a
 * private draft (the same checks as a single upload), with one result line per file.
 */
export function ImportZipPanel() {
  const input = useRef<HTMLInputElement>(null);
  const mutation = useImportZip();
  const [percent, setPercent] = useState(0);
  const [results, setResults] = useState<ImportResult[] | null>(null);

  const start = (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    setResults(null);
    mutation.mutate(
      { file, onProgress: (p) => setPercent(p.percent) },
      {
        onSuccess: (lines) => {
          setResults(lines);
          const ok = lines.filter((l) => l.ok).length;
          if (lines.length === 0) toast.error("No PDF, FDX or Fountain files were found in that ZIP");
          else if (ok === lines.length) toast.success(`Imported ${ok} draft${ok === 1 ? "" : "s"}`);
          else toast.warning(`Imported ${ok} of ${lines.length} files; see the list for the others`);
        },
        onError: (error) => toast.error(errorMessageOf(error, "Could not import the ZIP")),
      },
    );
    if (input.current) input.current.value = "";
  };

  return (
    <section
      id="import"
      aria-labelledby="import-heading"
      className={cardClass({ className: "space-y-4 p-5 sm:p-6" })}
    >
      <div>
        <h2 id="import-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <FileArchive aria-hidden="true" className="size-5 text-accent-ink" /> Import a ZIP
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Bring your scripts from another place: each PDF, Final Draft (.fdx) or Fountain file in the ZIP
          becomes a private draft titled after its file name. Up to {MAX_IMPORT_ZIP_ENTRIES} files,{" "}
          {MAX_IMPORT_ZIP_BYTES / 1_048_576} MB.
        </p>
      </div>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        className="sr-only"
        aria-label="ZIP file to import"
        onChange={(e) => start(e.target.files?.[0])}
      />
      {mutation.isPending && (
        <div className="space-y-2" role="status">
          <ProgressBar value={percent} label="Import progress" />
          <p className="text-sm text-ink-muted">
            {percent < 100 ? `Uploading… ${percent}%` : "Checking and creating drafts…"}
          </p>
        </div>
      )}
      {results && results.length > 0 && (
        <ul aria-label="Import results" className="space-y-1.5">
          {results.map((r, i) => (
            <ResultLine key={`${i}-${r.file}`} result={r} />
          ))}
        </ul>
      )}
      <Button
        size="sm"
        variant="secondary"
        onClick={() => input.current?.click()}
        disabled={mutation.isPending}
      >
        <Upload aria-hidden="true" /> Import a ZIP
      </Button>
    </section>
  );
}
