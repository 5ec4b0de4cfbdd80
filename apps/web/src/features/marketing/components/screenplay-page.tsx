import { Gem, Sparkles } from "lucide-react";

/**
 * The hero's visual: a tilted screenplay page in Courier Prime with two product hints floating
 * over it (a coverage score and a clout award). Decorative copy, so the whole figure is hidden
 * from assistive technology except for its caption.
 */
export function ScreenplayPage() {
  return (
    <figure className="relative mx-auto w-full max-w-[26rem] py-6 sm:py-10 lg:max-w-[28rem]">
      <figcaption className="sr-only">A screenplay page opening on a writers' room at night.</figcaption>
      <div aria-hidden="true">
        <div className="absolute inset-x-4 inset-y-6 translate-x-5 rotate-[5deg] rounded-sm bg-paper/70 shadow-card ring-1 ring-paper-line sm:inset-y-10" />
        <div className="relative -rotate-2 rounded-sm bg-paper px-7 pt-8 pb-10 font-screenplay text-[11.5px] leading-[1.55] text-paper-ink shadow-page ring-1 ring-paper-line transition-transform duration-700 ease-out hover:rotate-0 sm:px-10 sm:pt-10 sm:pb-12 sm:text-[13px]">
          <p className="text-right">1.</p>
          <p className="mt-2">FADE IN:</p>
          <p className="mt-4 font-bold">INT. WRITERS' ROOM - NIGHT</p>
          <p className="mt-4">
            A single desk lamp. Coffee gone cold. MAYA (30s) sits inside a fortress of index cards, typing the
            last line of her screenplay.
          </p>
          <p className="mt-4 ml-[36%]">MAYA</p>
          <p className="ml-[28%]">(to the empty room)</p>
          <p className="mr-[12%] ml-[16%]">Somebody out there is going to read this.</p>
          <p className="mt-4">She hits UPLOAD. Across town, a reader's phone lights up.</p>
          <p className="mt-4 text-right">CUT TO:</p>
        </div>

        <div className="absolute -bottom-1 left-0 flex items-center gap-3 rounded-2xl border border-line bg-surface/95 px-4 py-3 shadow-page sm:-left-6 lg:-left-12">
          <span className="flex size-9 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
            <Sparkles className="size-4" />
          </span>
          <span>
            <span className="block text-[11px] font-medium tracking-wide text-ink-subtle uppercase">
              AI coverage
            </span>
            <span className="flex items-baseline gap-2">
              <span className="font-display-tight text-2xl font-semibold text-ink">8.6</span>
              <span className="text-xs text-ink-muted">/ 10</span>
              <span className="rounded-full bg-accent px-2 py-0.5 text-[11px] font-semibold text-on-accent">
                Recommend
              </span>
            </span>
          </span>
        </div>

        <div className="absolute top-2 right-0 flex items-center gap-2 rounded-full border border-line bg-surface/95 py-1.5 pr-4 pl-2 text-sm font-medium text-ink shadow-card sm:top-4 sm:-right-4 lg:-right-8">
          <span className="flex size-7 items-center justify-center rounded-full bg-accent text-on-accent">
            <Gem className="size-3.5" />
          </span>
          +50 clout
        </div>
      </div>
    </figure>
  );
}
