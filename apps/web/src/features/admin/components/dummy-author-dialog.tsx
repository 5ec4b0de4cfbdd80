import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";

import { BIO_MAX_LENGTH, NAME_MAX_LENGTH } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useCreateDummyAuthor, useCreateDummyScript } from "../api/dummy-authors.ts";

export type DummyDialogState =
  { step: "author" } | { step: "script"; author: { id: string; name: string } } | null;

/** The two steps' fields, errors and submits: an author first, then a script that opens next. */
function useDummyAuthorFlow(state: DummyDialogState, onChange: (next: DummyDialogState) => void) {
  const createAuthor = useCreateDummyAuthor();
  const createScript = useCreateDummyScript();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [bio, setBio] = useState("");
  const [title, setTitle] = useState("");
  const [logline, setLogline] = useState("");
  const [isPublic, setIsPublic] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onChange(null);
  };

  const submitAuthor = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const { user } = await createAuthor.mutateAsync({ name: name.trim(), bio: bio.trim() || undefined });
      toast.success(`Dummy author ${user.name} created`);
      setName("");
      setBio("");
      onChange({ step: "script", author: { id: user.id, name: user.name } });
    } catch (err) {
      setError(err instanceof Error ? err.message : "Failed to create the dummy author");
    }
  };

  const submitScript = async (event: FormEvent) => {
    event.preventDefault();
    if (state?.step !== "script") return;
    setError(null);
    try {
      const { script } = await createScript.mutateAsync({
        userId: state.author.id,
        title: title.trim(),
        logline: logline.trim() || undefined,
        isPublic,
      });
      setTitle("");
      setLogline("");
      close();
      // The script page: upload the file, covers and versions as the author's admin.
      void navigate(`/scripts/${script.id}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : "Failed to create the script");
    }
  };

  return {
    createAuthor,
    createScript,
    name,
    setName,
    bio,
    setBio,
    title,
    setTitle,
    logline,
    setLogline,
    isPublic,
    setIsPublic,
    error,
    close,
    submitAuthor,
    submitScript,
  };
}

/**
 * Dummy authors from the browser: create one, then start a script for it. The script page then
 * offers the owner's actions (upload, edit, covers, versions, coverage without quota) through the
 * admin routes.
 */
export function DummyAuthorDialog({
  state,
  onChange,
}: {
  state: DummyDialogState;
  onChange: (next: DummyDialogState) => void;
}) {
  const {
    createAuthor,
    createScript,
    name,
    setName,
    bio,
    setBio,
    title,
    setTitle,
    logline,
    setLogline,
    isPublic,
    setIsPublic,
    error,
    close,
    submitAuthor,
    submitScript,
  } = useDummyAuthorFlow(state, onChange);

  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        {state?.step === "script" ? (
          <>
            <DialogTitle className="font-display-tight text-xl font-semibold text-ink">
              New script for {state.author.name}
            </DialogTitle>
            <DialogDescription className="mt-1 text-sm text-ink-muted">
              A draft under this dummy author. Its page opens next: upload the file, add covers and request
              coverage there.
            </DialogDescription>
            <form onSubmit={submitScript} className="mt-5 space-y-4">
              <TextField
                label="Title"
                value={title}
                required
                maxLength={200}
                onChange={(event) => setTitle(event.target.value)}
              />
              <TextareaField
                label="Logline"
                value={logline}
                maxLength={1000}
                onChange={(event) => setLogline(event.target.value)}
              />
              <label className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={isPublic}
                  onChange={(event) => setIsPublic(event.target.checked)}
                  className="size-4 accent-current"
                />
                Make Public
              </label>
              {error && <InlineAlert>{error}</InlineAlert>}
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={close}>
                  Later
                </Button>
                <Button type="submit" disabled={createScript.isPending || !title.trim()}>
                  Create script
                </Button>
              </div>
            </form>
          </>
        ) : (
          <>
            <DialogTitle className="font-display-tight text-xl font-semibold text-ink">
              New dummy author
            </DialogTitle>
            <DialogDescription className="mt-1 text-sm text-ink-muted">
              An author account managed by admins; nobody signs in to it.
            </DialogDescription>
            <form onSubmit={submitAuthor} className="mt-5 space-y-4">
              <TextField
                label="Name"
                value={name}
                required
                maxLength={NAME_MAX_LENGTH}
                onChange={(event) => setName(event.target.value)}
              />
              <TextareaField
                label="Bio"
                value={bio}
                maxLength={BIO_MAX_LENGTH}
                onChange={(event) => setBio(event.target.value)}
              />
              {error && <InlineAlert>{error}</InlineAlert>}
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" disabled={createAuthor.isPending || !name.trim()}>
                  Create author
                </Button>
              </div>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
