import { ShieldAlert } from "lucide-react";

import type { ModerationNotice } from "@twl/contract";

import { formatDate } from "../../../lib/format.ts";
import { useModerationNotices } from "../api/get-moderation-notices.ts";

const KIND_TEXT: Record<ModerationNotice["kind"], string> = {
  "script.hidden": "Your script was hidden (removed by moderation)",
  "script.deleted": "Your script was removed by moderation",
  "review.deleted": "Your review was removed by moderation",
  "comment.deleted": "Your comment was removed by moderation",
};

/**
 * Tells an author what moderation removed from their content and why. On a script page pass its
 * id to show only that script's notices.
 */
export function ModerationNotices({
  isSignedIn,
  scriptId,
  limit = 5,
}: {
  isSignedIn: boolean;
  scriptId?: string;
  limit?: number;
}) {
  const notices = useModerationNotices(isSignedIn);
  const list = (notices.data?.notices ?? [])
    .filter((n) => scriptId === undefined || (n.scriptId === scriptId && n.kind.startsWith("script.")))
    .slice(0, limit);
  if (list.length === 0) return null;
  return (
    <section
      aria-label="Removed by moderation"
      className="mb-6 rounded-2xl border border-warning-line bg-warning-soft p-4 text-sm text-warning-ink"
    >
      <h2 className="inline-flex items-center gap-2 font-semibold">
        <ShieldAlert aria-hidden="true" className="size-4" /> Removed by moderation
      </h2>
      <ul className="mt-2 space-y-1.5">
        {list.map((notice) => (
          <li key={notice.id}>
            <span className="font-medium">{KIND_TEXT[notice.kind]}</span>
            {notice.subject && <>: “{notice.subject}”</>}
            {notice.reason && <> — Reason: {notice.reason}</>}
            <span className="text-warning-ink/80"> ({formatDate(notice.createdAt)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
