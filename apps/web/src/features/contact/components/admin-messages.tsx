import { Mail } from "lucide-react";
import { useState } from "react";

import { CONTACT_TOPIC_LABELS, type ContactMessage } from "@twl/contract";

import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { SegmentedControl } from "../../../components/ui/segmented-control.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useContactMessages, useMarkHandled, type MessageFilter } from "../api/admin-contact-messages.ts";

const FILTERS: { value: MessageFilter; label: string }[] = [
  { value: "open", label: "Open" },
  { value: "handled", label: "Handled" },
  { value: "all", label: "All" },
];

/** A reply link that opens the admin's mail client, addressed and with the subject filled in. */
export function replyHref(m: Pick<ContactMessage, "email" | "subject" | "topic">): string {
  const subject = `Re: ${m.subject || CONTACT_TOPIC_LABELS[m.topic]}`;
  return `mailto:${encodeURIComponent(m.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}

/** Contact messages for admins: newest first, filter by open/handled, reply by email, mark handled. */
export function AdminMessages() {
  const [filter, setFilter] = useState<MessageFilter>("open");
  const messages = useContactMessages(filter);
  const mark = useMarkHandled();
  const items = messages.data?.pages.flatMap((p) => p.messages) ?? [];
  const openCount = messages.data?.pages[0]?.openCount;

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink-muted">
          {openCount === undefined
            ? "Loading…"
            : `${openCount} open ${openCount === 1 ? "message" : "messages"}`}
        </p>
        <SegmentedControl label="Show" value={filter} options={FILTERS} onChange={setFilter} />
      </div>
      {mark.isError && <InlineAlert className="mt-4">{mark.error.message}</InlineAlert>}
      {messages.isPending ? (
        <div className="mt-6 space-y-3" aria-label="Loading messages">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32 rounded-2xl" />
          ))}
        </div>
      ) : messages.isError ? (
        <InlineAlert className="mt-6">
          Failed to load messages.{" "}
          <button type="button" className="font-medium underline" onClick={() => void messages.refetch()}>
            Try again
          </button>
        </InlineAlert>
      ) : items.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">
          {filter === "open" ? "No open messages. Everything has been answered." : "No messages here yet."}
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {items.map((m) => (
            <li key={m.id}>
              <Card as="article" aria-label={`Message from ${m.name}`} className="p-5">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <h2 className="font-semibold text-ink">{m.subject || CONTACT_TOPIC_LABELS[m.topic]}</h2>
                    <p className="text-sm text-ink-muted">
                      {m.name} · <span className="break-all">{m.email}</span> ·{" "}
                      {CONTACT_TOPIC_LABELS[m.topic]}
                    </p>
                  </div>
                  <p className="shrink-0 text-xs text-ink-subtle">
                    <time dateTime={m.createdAt}>
                      {new Date(m.createdAt).toLocaleString("en-US", {
                        dateStyle: "medium",
                        timeStyle: "short",
                      })}
                    </time>
                    {m.handledAt && " · handled"}
                  </p>
                </div>
                <p className="mt-3 text-sm leading-relaxed whitespace-pre-wrap text-ink">{m.message}</p>
                <div className="mt-4 flex flex-wrap gap-2">
                  <a href={replyHref(m)} className={buttonClasses({ size: "sm" })}>
                    <Mail aria-hidden="true" /> Reply by email
                  </a>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={mark.isPending}
                    onClick={() => mark.mutate({ id: m.id, handled: !m.handledAt })}
                  >
                    {m.handledAt ? "Mark as open" : "Mark handled"}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {messages.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            disabled={messages.isFetchingNextPage}
            onClick={() => void messages.fetchNextPage()}
          >
            {messages.isFetchingNextPage ? "Loading…" : "Load more"}
          </Button>
        </div>
      )}
    </div>
  );
}
