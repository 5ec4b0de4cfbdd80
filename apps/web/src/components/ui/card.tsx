import { clsx } from "clsx";
import type { HTMLAttributes } from "react";

export type CardSize = "default" | "large";

/** The card look (surface, hairline border, soft shadow) for elements that cannot be a <Card>. */
export const cardClass = ({ size = "default", className }: { size?: CardSize; className?: string } = {}) =>
  clsx(
    "border border-line bg-surface shadow-card",
    size === "large" ? "rounded-3xl" : "rounded-2xl",
    className,
  );

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: "div" | "section" | "article" | "li" | "dl" | "aside";
  /** "large" rounds the corners more, for a page's main panel. Padding is the caller's. */
  size?: CardSize;
}

/** A panel on the page: one surface, border, radius and shadow for every card. */
export function Card({ as: Component = "div", size = "default", className, ...props }: CardProps) {
  return <Component className={cardClass({ size, className })} {...props} />;
}
