import { Container } from "../../../components/ui/container.tsx";

/** Fictional studios, each set as its own small wordmark in type alone (no logos, no trademarks). */
const STUDIOS = [
  { name: "Meridian Pictures", className: "font-display-tight text-lg font-semibold sm:text-xl" },
  { name: "Northlight", className: "text-sm font-bold tracking-[0.35em] uppercase" },
  { name: "Paper Lantern Films", className: "font-display text-lg italic sm:text-xl" },
  { name: "Harbor & Vine", className: "font-screenplay text-base font-bold sm:text-lg" },
  { name: "Obsidian Studios", className: "text-base font-black tracking-tight uppercase" },
  { name: "Lumen Features", className: "font-display text-lg font-light tracking-wide sm:text-xl" },
];

export function StudioStrip() {
  return (
    <section aria-labelledby="studios-heading" className="border-y border-line bg-surface-2/50">
      <Container className="py-10 sm:py-12">
        <h2
          id="studios-heading"
          className="text-center text-xs font-semibold tracking-[0.2em] text-balance text-ink-subtle uppercase"
        >
          Scripts from the list have been read at
        </h2>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-8 gap-y-5 text-ink-muted sm:grid sm:grid-cols-3 sm:justify-items-center sm:gap-x-6 sm:gap-y-6 xl:grid-cols-6">
          {STUDIOS.map((studio) => (
            <li key={studio.name} className={`whitespace-nowrap opacity-85 ${studio.className}`}>
              {studio.name}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
