import { clsx } from "clsx";
import type { ReactNode } from "react";

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  align?: "left" | "center";
}

export function SectionHeading({ id, eyebrow, title, description, align = "center" }: SectionHeadingProps) {
  return (
    <div className={clsx("max-w-2xl", align === "center" && "mx-auto text-center")}>
      <p className="text-xs font-semibold tracking-[0.2em] text-accent-ink uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-3 font-display-tight text-3xl leading-tight font-semibold text-balance text-ink sm:text-4xl"
      >
        {title}
      </h2>
      {description && (
        <p
          className={clsx(
            "mt-4 text-base leading-relaxed text-ink-muted sm:text-lg",
            align === "center" ? "text-balance" : "text-pretty",
          )}
        >
          {description}
        </p>
      )}
    </div>
  );
}
