import { Copy, Link2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import { SHARE_RECIPIENT_MAX_LENGTH, type ShareLink } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { formatDate, formatDateTime } from "../../../lib/format.ts";
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from "../api/share-links.ts";

const STATUS_LABEL: Record<ShareLink["status"], string> = {
  active: "Active",
  expired: "Expired",
  revoked: "Revoked",
};

function LinkRow({ link, onRevoke }: { link: ShareLink; onRevoke: () => void }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="share-link">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{link.recipient}</p>
        <p className="text-sm text-ink-muted">
          Version {link.version} · {STATUS_LABEL[link.status]}
          {link.expiresAt && link.status !== "revoked" ? ` · expires ${formatDate(link.expiresAt)}` : ""}
          {link.allowDownload ? " · download allowed" : " · no download"} ·{" "}
          {link.firstOpenedAt ? `first opened ${formatDateTime(link.firstOpenedAt)}` : "not opened yet"}
        </p>
      </div>
      {link.status === "active" && (
        <Button variant="secondary" size="sm" onClick={onRevoke}>
          Revoke
        </Button>
      )}
    </li>
  );
}

/**
 * Share links for one script: create a link to a version for one named recipient (optional expiry,
 * download on or off), copy it once, revoke it any time. Pages and downloads through a link carry
 * the recipient and date.
 */
export function ShareLinksPanel({ scriptId, version }: { scriptId: string; version: number }) {
  const links = useShareLinks(scriptId);
  const create = useCreateShareLink(scriptId);
  const revoke = useRevokeShareLink(scriptId);
  const [recipient, setRecipient] = useState("");
  const [expires, setExpires] = useState("");
  const [allowDownload, setAllowDownload] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<ShareLink | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        version,
        recipient,
        allowDownload,
        expiresAt: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
      },
      {
        onSuccess: (result) => {
          setCreated(new URL(result.path, window.location.origin).toString());
          setRecipient("");
          setExpires("");
          toast.success(`Link for ${result.link.recipient} created`);
        },
        onError: (error) => toast.error(errorMessageOf(error, "Failed to create the link")),
      },
    );
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied");
    } catch {
      toast.error("Copy failed: select the link and copy it");
    }
  };

  return (
    <Card className="space-y-5 p-5 sm:p-6" aria-label="Share links">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Link2 aria-hidden="true" className="size-5" /> Share links
        </h2>
        <p className="text-sm text-ink-muted">
          Send version {version} to one person, even while the script is private. Every page they see carries
          their name and the date.
        </p>
      </div>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Recipient (email or label)"
          placeholder="Producer at Northlight"
          value={recipient}
          maxLength={SHARE_RECIPIENT_MAX_LENGTH}
          required
          onChange={(e) => setRecipient(e.target.value)}
        />
        <TextField
          label="Expires (optional)"
          type="date"
          value={expires}
          min={new Date().toISOString().slice(0, 10)}
          onChange={(e) => setExpires(e.target.value)}
        />
        <Switch label="Allow download" checked={allowDownload} onChange={setAllowDownload} />
        <div className="flex justify-end">
          <Button type="submit" disabled={create.isPending || recipient.trim() === ""}>
            {create.isPending ? "Creating…" : "Create link"}
          </Button>
        </div>
      </form>
      {created && (
        <div className="flex flex-wrap items-center gap-2 rounded-xl border border-line p-3">
          <p className="text-sm text-ink-muted">Copy it now: only you see it, once.</p>
          <input
            readOnly
            aria-label="New share link"
            value={created}
            className="min-w-0 flex-1 rounded-lg border border-line bg-transparent px-2 py-1 text-sm text-ink"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button variant="secondary" size="sm" onClick={() => void copy(created)}>
            <Copy aria-hidden="true" /> Copy
          </Button>
        </div>
      )}
      {links.isPending ? (
        <Skeleton className="h-16 w-full rounded-xl" />
      ) : links.isError ? (
        <p className="text-sm text-ink-muted">{errorMessageOf(links.error, "Failed to load links")}</p>
      ) : links.data.length === 0 ? (
        <p className="text-sm text-ink-muted">No links yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {links.data.map((link) => (
            <LinkRow key={link.id} link={link} onRevoke={() => setToRevoke(link)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => !open && setToRevoke(null)}
        title="Revoke this link?"
        description={`${toRevoke?.recipient ?? "The recipient"} will no longer be able to open the script with it.`}
        cancelLabel="Keep link"
        confirmLabel="Revoke link"
        isDestructive
        onConfirm={() => {
          if (!toRevoke) return;
          revoke.mutate(toRevoke.id, {
            onSuccess: () => toast.success("Link revoked"),
            onError: (error) => toast.error(errorMessageOf(error, "Failed to revoke the link")),
          });
          setToRevoke(null);
        }}
      />
    </Card>
  );
}
