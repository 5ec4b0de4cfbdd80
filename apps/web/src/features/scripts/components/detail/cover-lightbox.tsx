import { ChevronLeft, ChevronRight, LoaderCircle, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { preload } from "react-dom";
import { toast } from "sonner";

import type { ScriptDetail } from "@twl/contract";

import { Button } from "../../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../../components/ui/dialog.tsx";
import { InlineAlert } from "../../../../components/ui/inline-alert.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { errorMessageOf } from "../../../../lib/error-message.ts";
import { useDeleteScriptCover } from "../../api/delete-stored-version.ts";
import { useCoverImages, type CoverImage } from "../../api/get-cover-images.ts";
import { useStorageUsage } from "../../api/get-storage-usage.ts";
import { useSetActiveCover } from "../../api/set-active-cover.ts";
import { StorageMeter } from "../storage-meter.tsx";

/** all covers are preloaded when there are this many or fewer, else only the neighbours. */
export const PRELOAD_ALL_COVERS_MAX = 10;

/** The covers to preload while `index` is shown (the gallery wraps around at both ends). */
export function coversToPreload(images: readonly CoverImage[], index: number): CoverImage[] {
  const count = images.length;
  if (count <= PRELOAD_ALL_COVERS_MAX) return [...images];
  return [images[(index - 1 + count) % count], images[(index + 1) % count]].filter(
    (image): image is CoverImage => image !== undefined,
  );
}

interface CoverLightboxProps {
  script: ScriptDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onActivated: (version: number) => void;
}

/** The shown cover: starts on the active one, wraps at both ends, follows the arrow keys. */
function useCoverIndex(images: CoverImage[]) {
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      images.findIndex((image) => image.isActive),
    ),
  );
  const count = images.length;
  const move = (step: number) => setIndex((value) => (value + step + count) % count);

  // Arrow keys move wherever focus is inside the open dialog (Radix handles Escape).
  useEffect(() => {
    if (count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      const step = event.key === "ArrowLeft" ? -1 : 1;
      setIndex((value) => (value + step + count) % count);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [count]);

  return { index, setIndex, move };
}

function Gallery({
  script,
  images,
  onActivated,
}: {
  script: ScriptDetail;
  images: CoverImage[];
  onActivated: (version: number) => void;
}) {
  const { index, setIndex, move } = useCoverIndex(images);
  const activate = useSetActiveCover();
  const removal = useDeleteScriptCover();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isActivateFailed, setActivateFailed] = useState(false);
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const current = images[Math.min(index, images.length - 1)];
  coversToPreload(images, index).forEach((image) => preload(image.url, { as: "image" }));

  const count = images.length;

  if (!current) return <p className="py-10 text-center text-screen-muted">No cover images yet.</p>;
  const hasMany = count > 1;

  return (
    <div className="mt-4 flex flex-col items-center gap-4">
      <div className="flex w-full items-center justify-center gap-2 sm:gap-4">
        {hasMany && (
          <button
            type="button"
            onClick={() => move(-1)}
            aria-label="Previous cover"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
        )}
        <img
          key={current.url}
          src={current.url}
          alt={`Cover version ${current.version}`}
          onError={() => setFailedImage(current.url)}
          className="aspect-[2/3] max-h-[65dvh] w-auto max-w-[calc(100%-6rem)] rounded-xl bg-black/30 object-contain shadow-page"
        />
        {hasMany && (
          <button
            type="button"
            onClick={() => move(1)}
            aria-label="Next cover"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      <p aria-live="polite" className="flex items-center gap-2 text-sm text-screen-muted">
        Version {current.version} · {index + 1} of {count}
        {current.isActive && (
          <span className="rounded-full bg-emerald-400/20 px-2 py-0.5 text-xs font-semibold text-emerald-300">
            Active
          </span>
        )}
      </p>
      {failedImage === current.url && <InlineAlert>Failed to load cover images</InlineAlert>}
      {script.canEdit && !current.isActive && (
        <Button
          disabled={activate.isPending}
          onClick={() => {
            setActivateFailed(false);
            activate.mutate(
              { id: script.id, version: current.version },
              {
                onSuccess: () => onActivated(current.version),
                onError: (error) => {
                  toast.error(errorMessageOf(error, "Failed to update cover"));
                  setActivateFailed(true);
                },
              },
            );
          }}
        >
          {activate.isPending && <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />}
          Set as active cover
        </Button>
      )}
      {script.canEdit && !current.isActive && (
        <Button variant="secondary" disabled={removal.isPending} onClick={() => setIsConfirming(true)}>
          <Trash2 aria-hidden="true" /> Delete this cover
        </Button>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Delete cover version ${current.version}?`}
        description="Its images are removed for good and their space is freed. The active cover stays."
        confirmLabel="Delete cover"
        isDestructive
        isBusy={removal.isPending}
        onConfirm={() =>
          removal.mutate(
            { id: script.id, version: current.version },
            {
              onSuccess: () => {
                toast.success(`Cover version ${current.version} was deleted`);
                setIsConfirming(false);
                setIndex(0);
              },
              onError: (error) => {
                toast.error(errorMessageOf(error, "Failed to delete the cover"));
                setIsConfirming(false);
              },
            },
          )
        }
      />
      {isActivateFailed && <InlineAlert>Failed to update cover image</InlineAlert>}
    </div>
  );
}

/** "3 of 10 covers kept" and the user's storage, for editors. */
function CoverLimits({ count, open }: { count: number; open: boolean }) {
  const storage = useStorageUsage(open);
  const max = storage.data?.maxCoversPerScript;
  if (max === undefined) return null;
  const isAtCap = count >= max;
  return (
    <div className="mt-4 space-y-2 rounded-2xl bg-white/5 p-4">
      <StorageMeter tone="screen" showCaps={false} />
      <p className={isAtCap ? "text-sm font-medium text-red-300" : "text-xs text-screen-muted"}>
        {count} of {max} covers kept.
        {isAtCap
          ? " Delete an old cover here before adding a new one."
          : " Delete old covers you no longer need to free space."}
      </p>
    </div>
  );
}

/** Every cover version: arrow keys move, Escape closes, editors pick the active one. */
export function CoverLightbox({ script, open, onOpenChange, onActivated }: CoverLightboxProps) {
  const images = useCoverImages(script.id, open);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl" tone="screen">
        <DialogTitle className="font-display-tight text-2xl font-semibold">Cover gallery</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-screen-muted">
          Use the left and right arrow keys to move between versions.
        </DialogDescription>
        {images.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading cover images" className="size-8 text-screen-ink" />
          </div>
        ) : images.isError ? (
          <InlineAlert className="mt-4">
            {errorMessageOf(images.error, "Failed to fetch cover versions")}
          </InlineAlert>
        ) : (
          <>
            {script.canEdit && <CoverLimits count={images.data.length} open={open} />}
            <Gallery
              script={script}
              images={images.data}
              onActivated={(version) => {
                onOpenChange(false);
                onActivated(version);
              }}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
