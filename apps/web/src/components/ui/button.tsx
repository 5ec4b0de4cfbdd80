import { clsx } from "clsx";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap " +
  "transition-[background-color,border-color,color,box-shadow,transform] duration-200 " +
  "disabled:pointer-events-none disabled:opacity-50 active:translate-y-px [&_svg]:size-4 [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-accent text-on-accent shadow-[inset_0_1px_0_rgb(255_255_255/0.35),0_1px_2px_rgb(28_25_23/0.2)] hover:bg-accent-hover",
  secondary: "border border-line-strong bg-surface text-ink hover:border-ink-subtle hover:bg-surface-2",
  ghost: "text-ink-muted hover:bg-surface-2 hover:text-ink",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-7 text-base",
};

export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
) {
  const { variant = "primary", size = "md", className } = options;
  return clsx(base, variants[variant], sizes[size], className);
}

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children?: ReactNode;
}

type ButtonAsButton = CommonProps & ButtonHTMLAttributes<HTMLButtonElement> & { to?: undefined };
type ButtonAsLink = CommonProps & Omit<LinkProps, "className"> & { to: LinkProps["to"] };

export type ButtonProps = ButtonAsButton | ButtonAsLink;

/** The one button: renders a router Link when given `to`, else a native button. */
export function Button(props: ButtonProps) {
  if (props.to !== undefined) {
    const { variant, size, className, ...linkProps } = props;
    return <Link {...linkProps} className={buttonClasses({ variant, size, className })} />;
  }
  const { variant, size, className, type = "button", ...buttonProps } = props;
  return <button type={type} {...buttonProps} className={buttonClasses({ variant, size, className })} />;
}
