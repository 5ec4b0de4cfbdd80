import { clsx } from "clsx";
import { Link } from "react-router";

/** The page-with-a-gold-fold mark. Decorative: the wordmark text carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={clsx("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-ink" />
      <path d="M10 7h9l5 5v13H10z" className="fill-canvas" />
      <path d="M19 7v5h5z" className="fill-accent" />
      <path d="M13 16h8M13 19.5h8M13 23h5" className="stroke-ink" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function Wordmark({ className }: { className?: string }) {
  return (
    <Link to="/" className={clsx("group flex items-center gap-2.5 rounded-md", className)}>
      <LogoMark className="transition-transform duration-300 group-hover:-rotate-3" />
      <span className="font-display-tight text-[1.2rem] font-semibold whitespace-nowrap text-ink">
        The White List
      </span>
    </Link>
  );
}
