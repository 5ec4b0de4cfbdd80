import { toast } from "sonner";

import { Card } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { useReadingSettings, useSaveReadingSettings } from "../api/reading-settings.ts";

/** Account settings for the reading log: read privately, and be told about your readers. */
export function ReadingSettingsCard() {
  const settings = useReadingSettings();
  const save = useSaveReadingSettings();
  const change = (patch: Partial<{ readPrivately: boolean; notifyReads: boolean }>) => {
    if (!settings.data) return;
    save.mutate(
      { ...settings.data, ...patch },
      {
        onSuccess: () => toast.success("Reading settings saved"),
        onError: (error) => toast.error(errorMessageOf(error, "Failed to save reading settings")),
      },
    );
  };
  return (
    <Card className="space-y-4 p-5 sm:p-6" aria-label="Reading settings">
      <h2 className="text-lg font-semibold text-ink">Reading</h2>
      {settings.isPending ? (
        <Skeleton className="h-16 w-full rounded-xl" />
      ) : settings.isError ? (
        <p className="text-sm text-ink-muted">
          {errorMessageOf(settings.error, "Failed to load reading settings")}
        </p>
      ) : (
        <>
          <Switch
            label="Read privately"
            description="Authors then see an anonymous reader instead of your name."
            checked={settings.data.readPrivately}
            disabled={save.isPending}
            onChange={(readPrivately) => change({ readPrivately })}
          />
          <Switch
            label="Tell me about my readers"
            description="When a named reader finishes one of your scripts or a share link is first opened: on this page, and in one email digest at most every hour."
            checked={settings.data.notifyReads}
            disabled={save.isPending}
            onChange={(notifyReads) => change({ notifyReads })}
          />
        </>
      )}
    </Card>
  );
}
