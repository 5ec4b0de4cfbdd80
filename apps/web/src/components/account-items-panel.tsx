import type { LucideIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";

import { errorMessageOf } from "../lib/error-message.ts";
import { ConfirmDialog } from "./ui/confirm-dialog.tsx";
import { InlineAlert } from "./ui/inline-alert.tsx";
import { Skeleton } from "./ui/skeleton.tsx";

interface NamedItem {
  id: string;
  name: string;
}

interface AccountItemsProps<T extends NamedItem> {
  /** The feature's query of the items. */
  items: { isPending: boolean; isError: boolean; error: unknown; data?: T[] };
  /** What the items are, for the list and its loading state ("Your lists", "Saved searches"). */
  label: string;
  loadErrorText: string;
  empty: { icon: LucideIcon; title: string; text: string; action?: ReactNode };
  /** One item's row; `onDelete` asks to confirm its deletion. */
  renderItem: (item: T, onDelete: () => void) => ReactNode;
  /** The delete confirmation. */
  confirm: { title: string; description: (name: string) => string; confirmLabel: string };
  /** The feature's delete mutation. */
  remove: {
    isPending: boolean;
    mutate: (id: string, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  };
  deleteErrorText: string;
}

/**
 * The account area's named items (reader lists, saved searches): loading, error and empty states, the
 * rows, and deletion after a confirmation.
 */
export function AccountItems<T extends NamedItem>(props: AccountItemsProps<T>) {
  const { items, remove, empty } = props;
  const [doomed, setDoomed] = useState<T | null>(null);
  let body: ReactNode;
  if (items.isPending)
    body = (
      <div aria-label={`Loading ${props.label.toLowerCase()}`} aria-busy="true" className="space-y-3 py-2">
        <Skeleton className="h-14 w-full rounded-xl" />
        <Skeleton className="h-14 w-full rounded-xl" />
      </div>
    );
  else if (items.isError || !items.data)
    body = <InlineAlert>{errorMessageOf(items.error, props.loadErrorText)}</InlineAlert>;
  else if (items.data.length === 0)
    body = (
      <div
        role="status"
        className="rounded-2xl border border-dashed border-line-strong px-5 py-10 text-center"
      >
        <empty.icon aria-hidden="true" className="mx-auto size-8 text-ink-subtle" />
        <p className="mt-3 font-semibold text-ink">{empty.title}</p>
        <p className="mt-1 text-sm text-ink-muted">{empty.text}</p>
        {empty.action}
      </div>
    );
  else
    body = (
      <ul aria-label={props.label} className="divide-y divide-line">
        {items.data.map((item) => props.renderItem(item, () => setDoomed(item)))}
      </ul>
    );
  return (
    <>
      {body}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title={props.confirm.title}
        description={props.confirm.description(doomed?.name ?? "")}
        confirmLabel={props.confirm.confirmLabel}
        isDestructive
        isBusy={remove.isPending}
        onConfirm={() =>
          doomed &&
          remove.mutate(doomed.id, {
            onSuccess: () => {
              toast.success(`Deleted “${doomed.name}”`);
              setDoomed(null);
            },
            onError: (error) => toast.error(errorMessageOf(error, props.deleteErrorText)),
          })
        }
      />
    </>
  );
}
