import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";

import { SCRIPT_READERS_LIMIT, type ScriptReader } from "@twl/contract";

import { cardClass } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { formatDate } from "../../../lib/format.ts";
import { useScriptReaders } from "../api/script-readers.ts";

/** What happened to the text, in words: local engines keep it on our server, a model gets it once. */
export function whereTheTextWent(engine: ScriptReader["engine"]): string {
  return engine === "local"
    ? "Read on our server; the text did not leave it."
    : "Sent to the configured AI model for this report only, with the provider's no-retention option where it has one. Never used to train a model.";
}

function ReaderRow({ reader }: { reader: ScriptReader }) {
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <Link
          to={`/scripts/${reader.scriptId}`}
          className="font-medium text-ink underline-offset-4 hover:underline focus-visible:underline"
        >
          {reader.scriptTitle}
        </Link>{" "}
        <span className="text-sm text-ink-muted">version {reader.scriptVersion}</span>
        <p className="text-sm text-ink-muted">{whereTheTextWent(reader.engine)}</p>
      </div>
      <div className="shrink-0 text-sm sm:text-right">
        <span className="font-medium text-ink">{reader.providerName}</span>
        <span className="block text-ink-muted">
          {formatDate(reader.completedAt ?? reader.requestedAt)}
          {reader.status !== "completed" && ` · ${reader.status}`}
        </span>
      </div>
    </li>
  );
}

/**
 * Account settings: "Who read your scripts" (the no-training promise made visible). Only coverage
 * sends screenplay text to an engine; each report is listed with the engine that read it.
 */
export function ScriptReadersPanel() {
  const query = useScriptReaders();
  const data = query.data;
  return (
    <section
      id="script-readers"
      aria-labelledby="script-readers-heading"
      className={cardClass({ className: "space-y-4 p-5 sm:p-6" })}
    >
      <div>
        <h2 id="script-readers-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <ShieldCheck aria-hidden="true" className="size-5 text-accent-ink" /> Who read your scripts
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Your screenplay text goes to a coverage engine only when you ask for coverage. Nothing you upload is
          used to train AI models. Each report is listed here with the engine that read it.
        </p>
      </div>
      {query.isError ? (
        <p className="text-sm text-ink-muted">{errorMessageOf(query.error, "Could not load this list")}</p>
      ) : !data ? (
        <div className="space-y-2" aria-hidden="true">
          <Skeleton className="h-5 w-2/3 rounded-md" />
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      ) : (
        <>
          <p className="text-sm text-ink">
            New coverage requests are read by <strong>{data.current.providerName}</strong>.
          </p>
          {data.readers.length === 0 ? (
            <p className="text-sm text-ink-muted">No coverage has been requested on your scripts yet.</p>
          ) : (
            <ul className="divide-y divide-line">
              {data.readers.map((r) => (
                <ReaderRow key={r.coverageId} reader={r} />
              ))}
            </ul>
          )}
          {data.truncated && (
            <p className="text-sm text-ink-muted">
              The newest {SCRIPT_READERS_LIMIT} reports are shown; your data export lists every one.
            </p>
          )}
        </>
      )}
    </section>
  );
}
