import { Inbox, RefreshCw } from "lucide-react";

import type { OutboxMessage } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useOutbox } from "../api/get-outbox.ts";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** One kept message. Text is rendered as text (never HTML); the link is shown, not followed for the admin. */
function OutboxItem({ message }: { message: OutboxMessage }) {
  return (
    <Card as="li" className="p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="font-medium text-ink">{message.subject}</h2>
        <time dateTime={message.sentAt} className="text-xs text-ink-subtle">
          {dateFormat.format(new Date(message.sentAt))}
        </time>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        To <span className="font-medium break-all text-ink">{message.to}</span>
      </p>
      <pre className="mt-3 overflow-x-auto rounded-xl bg-surface-2 p-3 font-sans text-sm whitespace-pre-wrap break-words text-ink">
        {message.text}
      </pre>
    </Card>
  );
}

/**
 * The local outbox (docs/security.md #1): without SMTP_URL nothing is sent, so verification links and notices
 * are kept here (and printed to the server log) for an admin to pass on.
 */
export function OutboxList() {
  const outbox = useOutbox();

  if (outbox.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the outbox" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (outbox.isError) return <InlineAlert>Could not load the outbox: {outbox.error.message}</InlineAlert>;

  const { transport, messages } = outbox.data;
  return (
    <div className="space-y-4">
      {transport === "smtp" ? (
        <InlineAlert tone="info">
          Mail is sent through SMTP (SMTP_URL is set), so nothing is kept here.
        </InlineAlert>
      ) : (
        <InlineAlert tone="info">
          Local outbox — no mail leaves this server. Set SMTP_URL to send real email. Messages are also
          printed to the server log.
        </InlineAlert>
      )}
      <div className="flex justify-end">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
        >
          <RefreshCw aria-hidden="true" /> Refresh
        </Button>
      </div>
      {messages.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-12 text-center">
          <Inbox aria-hidden="true" className="size-8 text-ink-subtle" />
          <p className="mt-3 font-medium text-ink">No messages yet</p>
          <p className="mt-1 text-sm text-ink-muted">
            Verification links and account notices will appear here.
          </p>
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Messages">
          {messages.map((m) => (
            <OutboxItem key={m.id} message={m} />
          ))}
        </ul>
      )}
    </div>
  );
}
