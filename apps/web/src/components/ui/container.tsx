import { clsx } from "clsx";
import type { HTMLAttributes } from "react";

interface ContainerProps extends HTMLAttributes<HTMLElement> {
  as?: "div" | "section" | "header" | "footer" | "nav";
  size?: "default" | "narrow";
}

/** Horizontal page rhythm: one max width and gutter for every section. */
export function Container({ as: Component = "div", size = "default", className, ...props }: ContainerProps) {
  return (
    <Component
      className={clsx(
        "mx-auto w-full px-5 sm:px-6 lg:px-8",
        size === "narrow" ? "max-w-3xl" : "max-w-6xl",
        className,
      )}
      {...props}
    />
  );
}
