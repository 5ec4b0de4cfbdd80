import { Bell } from "lucide-react";
import { Link } from "react-router";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { useMarkNotificationsSeen, useReadNotifications } from "../api/read-notifications.ts";

/**
 * Recent news for the user: readers who finished, links opened for the first time, and new scripts
 * matching a saved search (those open the saved searches).
 */
export function ReadNotificationsCard() {
  const notes = useReadNotifications();
  const markSeen = useMarkNotificationsSeen();
  return (
    <Card className="space-y-3 p-5 sm:p-6" aria-label="Reading activity">
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Bell aria-hidden="true" className="size-5" /> Reading activity
          {notes.data && notes.data.unseen > 0 && (
            <span className="rounded-full bg-accent-ink px-2 text-xs text-white dark:bg-accent dark:text-ink">
              {notes.data.unseen} new
            </span>
          )}
        </h2>
        {notes.data && notes.data.unseen > 0 && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => markSeen.mutate()}
            disabled={markSeen.isPending}
          >
            Mark all read
          </Button>
        )}
      </div>
      {notes.isPending ? (
        <Skeleton className="h-12 w-full rounded-xl" />
      ) : notes.isError || notes.data.notifications.length === 0 ? (
        <p className="text-sm text-ink-muted">
          Nothing yet. Turn on “Tell me about my readers” to hear when someone finishes a script or opens your
          link.
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {notes.data.notifications.map((n) => (
            <li key={n.id} className="py-2 text-sm">
              <Link
                to={n.kind === "saved_search" ? "/saved-searches" : `/scripts/${n.scriptId}?tab=readers`}
                className={n.seen ? "text-ink-muted" : "font-medium text-ink"}
              >
                {n.text}
              </Link>
              <span className="ml-2 text-xs text-ink-subtle">{formatDateTime(n.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
