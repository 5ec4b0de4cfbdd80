import { BellPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import { SAVED_SEARCH_ALERT_INTERVAL_HOURS, SAVED_SEARCH_NAME_MAX_LENGTH } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { useCreateSavedSearch } from "../api/create-saved-search.ts";
import { describeQuery, suggestedName } from "../lib/describe-query.ts";

interface SaveSearchButtonProps {
  /** The /discover address's filters (what differs from the defaults). */
  query: Record<string, string>;
}

/**
 * "Save search" on /discover: names the current filter set and keeps it, so its owner hears (on the
 * site and by email) when a new public script matches, at most once a day.
 */
export function SaveSearchButton({ query }: SaveSearchButtonProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const create = useCreateSavedSearch();
  const filters = describeQuery(query);

  const openDialog = () => {
    setName(suggestedName(query));
    create.reset();
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, query },
      {
        onSuccess: ({ savedSearch }) => {
          setOpen(false);
          toast.success(`Saved “${savedSearch.name}”. We’ll tell you when new scripts match.`);
        },
      },
    );
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={openDialog}>
        <BellPlus aria-hidden="true" /> Save search
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle className="font-display-tight text-2xl font-semibold text-ink">
            Save this search
          </DialogTitle>
          <DialogDescription className="mt-2 text-sm text-ink-muted">
            When a new public script matches, you’ll get a note on your dashboard and an email — at most once
            every {SAVED_SEARCH_ALERT_INTERVAL_HOURS} hours.
          </DialogDescription>
          <p className="mt-3 text-sm text-ink">
            <span className="font-medium">Filters:</span>{" "}
            {filters.length > 0 ? filters.join(" · ") : "none (every new script)"}
          </p>
          <form onSubmit={submit} className="mt-5 space-y-4">
            <TextField
              label="Name"
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
              required
              onChange={(event) => setName(event.target.value)}
            />
            {create.isError && (
              <InlineAlert>{errorMessageOf(create.error, "Could not save the search")}</InlineAlert>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending || name.trim() === ""}>
                {create.isPending ? "Saving…" : "Save search"}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
