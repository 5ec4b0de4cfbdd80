import { clsx } from "clsx";
import { DropdownMenu as RadixMenu } from "radix-ui";
import type { ComponentProps } from "react";

/** Radix DropdownMenu, styled: arrow keys move, Enter selects, Escape closes and refocuses the trigger. */
export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 8,
  align = "end",
  ...props
}: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={sideOffset}
        align={align}
        {...props}
        className={clsx(
          "z-50 min-w-60 rounded-2xl border border-line bg-surface p-1.5 text-ink shadow-page",
          "motion-safe:data-[state=open]:animate-pop-in",
          className,
        )}
      />
    </RadixMenu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof RadixMenu.Item>) {
  return (
    <RadixMenu.Item
      {...props}
      className={clsx(
        "flex cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2.5 text-sm font-medium text-ink outline-none select-none",
        "data-[highlighted]:bg-surface-2 data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
        "[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-ink-subtle",
        className,
      )}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator {...props} className={clsx("my-1.5 h-px bg-line", className)} />;
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) {
  return <RadixMenu.Label {...props} className={clsx("px-3 pt-2 pb-2.5", className)} />;
}
