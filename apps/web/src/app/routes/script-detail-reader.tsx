import { ReadNotice } from "../../features/reads/components/read-notice.tsx";
import { useReadTracker } from "../../features/reads/hooks/use-read-tracker.ts";
import {
  ScriptReader,
  type ScriptReaderProps,
} from "../../features/screenplay/components/reader/script-reader.tsx";

export type LoggedReaderProps = Omit<ScriptReaderProps, "tracker">;

/**
 * The reader with the reading log: the notice above it, the pages on screen timed and reported.
 * Its own chunk, loaded by the script page when the Read tab opens.
 */
export function LoggedReader(props: LoggedReaderProps) {
  const { tracker, notice } = useReadTracker({ scriptId: props.scriptId, version: props.file.version });
  return (
    <div className="space-y-3">
      <ReadNotice notice={notice} />
      <ScriptReader {...props} tracker={tracker} />
    </div>
  );
}
