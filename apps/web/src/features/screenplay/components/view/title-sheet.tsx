import type { TitlePage } from "@twl/screenplay";

/** The title page, laid out as printed: title block centred a third down, contact bottom left. */
export function TitleSheet({ titlePage }: { titlePage: TitlePage }) {
  const authors = titlePage.authors.filter(Boolean);
  return (
    <article aria-label="Title page" className="sp-sheet sp-title-sheet">
      <div className="pt-[12em] text-center">
        {titlePage.title && (
          <p className="font-bold whitespace-pre-line uppercase underline underline-offset-4">
            {titlePage.title}
          </p>
        )}
        {titlePage.credit && <p className="mt-[4em]">{titlePage.credit}</p>}
        {authors.length > 0 && <p className="mt-[2em] whitespace-pre-line">{authors.join("\n")}</p>}
        {titlePage.source && <p className="mt-[2em] whitespace-pre-line">{titlePage.source}</p>}
      </div>
      <div className="mt-[6em] flex items-end justify-between gap-[4ch]">
        <p className="whitespace-pre-line">{titlePage.contact}</p>
        <p className="text-right whitespace-pre-line">
          {[titlePage.draftDate, titlePage.revision].filter(Boolean).join("\n")}
        </p>
      </div>
    </article>
  );
}
