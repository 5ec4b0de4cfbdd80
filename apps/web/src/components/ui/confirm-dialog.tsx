import { clsx } from "clsx";
import { LoaderCircle } from "lucide-react";
import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";

import { buttonClasses } from "./button.tsx";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for actions that destroy something. */
  isDestructive?: boolean;
  /** The action is running: the confirm button spins and both are disabled. */
  isBusy?: boolean;
  onConfirm: () => void;
  /** Extra content under the description, e.g. an error from a failed attempt. */
  children?: ReactNode;
}

/**
 * A yes/no question (Radix AlertDialog): focus starts on Cancel, Escape cancels, a click outside
 * does nothing. The confirm handler decides when to close (e.g. after the request succeeds).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    onOpenChange,
    title,
    description,
    confirmLabel,
    cancelLabel = "Cancel",
    isDestructive,
    isBusy,
    onConfirm,
    children,
  } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !isBusy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/45 backdrop-blur-[3px] motion-safe:data-[state=open]:animate-fade-in dark:bg-black/65" />
        <AlertDialog.Content
          className={clsx(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto",
            "rounded-3xl border border-line bg-surface p-6 shadow-page focus:outline-none sm:p-8 motion-safe:data-[state=open]:animate-pop-in",
          )}
        >
          <AlertDialog.Title className="font-display-tight text-2xl leading-tight font-semibold text-balance text-ink">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">
            {description}
          </AlertDialog.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: "secondary" })} disabled={isBusy}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <button
              type="button"
              disabled={isBusy}
              onClick={onConfirm}
              className={buttonClasses({
                className: isDestructive
                  ? "bg-danger text-white shadow-none hover:bg-danger-hover"
                  : undefined,
              })}
            >
              {isBusy && <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
