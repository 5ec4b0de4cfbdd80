import { clsx } from "clsx";
import { Check, ListPlus, Plus } from "lucide-react";
import { DropdownMenu as RadixMenu } from "radix-ui";
import { useState } from "react";
import { toast } from "sonner";

import { READER_LIST_NAME_MAX_LENGTH } from "@twl/contract";

import { NameFormDialog } from "../../../components/name-form-dialog.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { useCreateList } from "../api/create-list.ts";
import { useReaderLists } from "../api/get-lists.ts";
import { useToggleListScript } from "../api/toggle-list-script.ts";

interface AddToListMenuProps {
  scriptId: string;
  title: string;
  /** An icon button (script cards) instead of a labelled one (the script page). */
  compact?: boolean;
}

/**
 * "Add to list": the signed-in reader's lists, each checked when it holds this script; choosing one
 * adds or removes the script, "New list…" starts a list with it. Arrow keys move, Space/Enter toggle.
 */
export function AddToListMenu({ scriptId, title, compact = false }: AddToListMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [isCreating, setIsCreating] = useState(false);
  const [name, setName] = useState("");
  const lists = useReaderLists(scriptId, isOpen);
  const toggle = useToggleListScript();
  const create = useCreateList();

  const toggleList = (listId: string, listName: string, add: boolean) =>
    toggle.mutate(
      { listId, scriptId, add },
      {
        onSuccess: () => toast.success(add ? `Added to “${listName}”` : `Removed from “${listName}”`),
        onError: (error) => toast.error(errorMessageOf(error, "Could not change the list")),
      },
    );

  const createWithScript = () =>
    create.mutate(name.trim(), {
      onSuccess: ({ list }) => {
        setIsCreating(false);
        toggleList(list.id, list.name, true);
      },
    });

  return (
    <>
      <DropdownMenu open={isOpen} onOpenChange={setIsOpen}>
        <DropdownMenuTrigger
          aria-label={compact ? `Add “${title}” to a list` : undefined}
          className={clsx(
            buttonClasses({ variant: "secondary", size: "sm" }),
            compact && "relative z-10 size-9 px-0",
          )}
        >
          <ListPlus aria-hidden="true" />
          {!compact && "Add to list"}
        </DropdownMenuTrigger>
        <DropdownMenuContent aria-label="Your lists" className="max-w-[calc(100vw-1.5rem)]">
          <DropdownMenuLabel className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">
            Your lists
          </DropdownMenuLabel>
          {lists.isPending ? (
            <div aria-busy="true" aria-label="Loading your lists" className="space-y-2 px-3 py-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-5 w-32" />
            </div>
          ) : lists.isError ? (
            <p className="px-3 py-2 text-sm text-danger">Could not load your lists</p>
          ) : lists.data.length === 0 ? (
            <p className="px-3 py-2 text-sm text-ink-muted">No lists yet. Start one below.</p>
          ) : (
            lists.data.map((list) => (
              <RadixMenu.CheckboxItem
                key={list.id}
                checked={list.hasScript === true}
                disabled={toggle.isPending}
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(checked) => toggleList(list.id, list.name, checked === true)}
                className="flex cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2.5 text-sm font-medium text-ink outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-surface-2"
              >
                <span className="flex size-4 shrink-0 items-center justify-center rounded border border-line-strong">
                  <RadixMenu.ItemIndicator>
                    <Check aria-hidden="true" className="size-3.5 text-accent-ink" />
                  </RadixMenu.ItemIndicator>
                </span>
                <span className="min-w-0 flex-1 truncate">{list.name}</span>
                <span className="text-xs text-ink-subtle tabular-nums">{list.scriptCount}</span>
              </RadixMenu.CheckboxItem>
            ))
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              setName("");
              create.reset();
              setIsCreating(true);
            }}
          >
            <Plus aria-hidden="true" /> New list…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <NameFormDialog
        open={isCreating}
        onOpenChange={setIsCreating}
        title="New list"
        description={`“${title}” goes in it. Lists are private until you share one by link.`}
        fieldLabel="List name"
        placeholder="To read"
        name={name}
        onNameChange={setName}
        maxLength={READER_LIST_NAME_MAX_LENGTH}
        mutation={create}
        errorText="Could not create the list"
        submitLabel="Create and add"
        pendingLabel="Creating…"
        onSubmit={createWithScript}
      />
    </>
  );
}
