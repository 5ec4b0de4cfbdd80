import { clsx } from "clsx";
import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ComponentProps } from "react";

/** Radix Dialog with the design system's surface: modal, focus-trapped, Escape and the X close it. */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

const SIZES = { md: "max-w-md", lg: "max-w-xl", xl: "max-w-3xl" } as const;

const TONES = {
  surface: { content: "border-line bg-surface", close: "text-ink-subtle hover:bg-surface-2 hover:text-ink" },
  /** The dark cinematic surface in both themes, e.g. for images. */
  screen: {
    content: "border-white/10 bg-screen text-screen-ink",
    close: "text-screen-muted hover:bg-white/10 hover:text-white",
  },
} as const;

interface DialogContentProps extends ComponentProps<typeof RadixDialog.Content> {
  /** Maximum width: md (forms, the default), lg (lists), xl (galleries). */
  size?: keyof typeof SIZES;
  tone?: keyof typeof TONES;
}

export function DialogContent({
  className,
  children,
  size = "md",
  tone = "surface",
  ...props
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/45 backdrop-blur-[3px] motion-safe:data-[state=open]:animate-fade-in dark:bg-black/65" />
      <RadixDialog.Content
        {...props}
        className={clsx(
          "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto",
          SIZES[size],
          TONES[tone].content,
          "rounded-3xl border p-6 shadow-page focus:outline-none sm:p-8",
          "motion-safe:data-[state=open]:animate-pop-in",
          className,
        )}
      >
        {children}
        <RadixDialog.Close
          aria-label="Close"
          className={clsx(
            "absolute top-3.5 right-3.5 inline-flex size-9 items-center justify-center rounded-full transition-colors",
            TONES[tone].close,
          )}
        >
          <X aria-hidden="true" className="size-[18px]" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export const DialogTitle = RadixDialog.Title;
export const DialogDescription = RadixDialog.Description;
