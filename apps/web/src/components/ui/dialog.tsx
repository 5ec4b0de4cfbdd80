import { clsx } from "clsx";
import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ComponentProps } from "react";

/** Radix Dialog with the design system's surface: modal, focus-trapped, Escape and the X close it. */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export function DialogContent({ className, children, ...props }: ComponentProps<typeof RadixDialog.Content>) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/45 backdrop-blur-[3px] motion-safe:data-[state=open]:animate-fade-in dark:bg-black/65" />
      <RadixDialog.Content
        {...props}
        className={clsx(
          "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto",
          "rounded-3xl border border-line bg-surface p-6 shadow-page focus:outline-none sm:p-8",
          "motion-safe:data-[state=open]:animate-pop-in",
          className,
        )}
      >
        {children}
        <RadixDialog.Close
          aria-label="Close"
          className="absolute top-3.5 right-3.5 inline-flex size-9 items-center justify-center rounded-full text-ink-subtle transition-colors hover:bg-surface-2 hover:text-ink"
        >
          <X aria-hidden="true" className="size-[18px]" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export const DialogTitle = RadixDialog.Title;
export const DialogDescription = RadixDialog.Description;
