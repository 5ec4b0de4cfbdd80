import { clsx } from "clsx";
import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ComponentProps } from "react";

/**
 * A dialog that slides in from the edge: a bottom sheet on a phone, a panel on the right from the
 * small breakpoint up. Radix Dialog underneath: modal, focus-trapped, Escape and the X close it.
 */
export const Sheet = RadixDialog.Root;
export const SheetTrigger = RadixDialog.Trigger;
export const SheetClose = RadixDialog.Close;
export const SheetTitle = RadixDialog.Title;
export const SheetDescription = RadixDialog.Description;

export function SheetContent({ className, children, ...props }: ComponentProps<typeof RadixDialog.Content>) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/45 backdrop-blur-[3px] motion-safe:data-[state=open]:animate-fade-in dark:bg-black/65" />
      <RadixDialog.Content
        {...props}
        className={clsx(
          "fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-3xl border-t border-line bg-surface shadow-page focus:outline-none",
          "sm:inset-x-auto sm:inset-y-0 sm:right-0 sm:max-h-none sm:w-[27rem] sm:rounded-t-none sm:rounded-l-3xl sm:border-t-0 sm:border-l",
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
