import Markdown, { defaultUrlTransform, type Components } from "react-markdown";

/**
 * Report prose as markdown. Raw HTML is dropped and links keep only the schemes react-markdown's
 * default transform allows (http, https, irc, ircs, mailto, xmpp); any other target becomes ''
 *. Images are not rendered: a report has no business loading pictures.
 */
const COMPONENTS: Components = {
  h1: ({ children }) => (
    <h4 className="mt-5 font-display-tight text-lg font-semibold text-ink first:mt-0">{children}</h4>
  ),
  h2: ({ children }) => (
    <h4 className="mt-5 font-display-tight text-lg font-semibold text-ink first:mt-0">{children}</h4>
  ),
  h3: ({ children }) => <h5 className="mt-4 font-semibold text-ink first:mt-0">{children}</h5>,
  h4: ({ children }) => <h5 className="mt-4 font-semibold text-ink first:mt-0">{children}</h5>,
  p: ({ children }) => <p className="mt-3 leading-relaxed first:mt-0">{children}</p>,
  ul: ({ children }) => <ul className="mt-3 list-disc space-y-1.5 pl-5 first:mt-0">{children}</ul>,
  ol: ({ children }) => <ol className="mt-3 list-decimal space-y-1.5 pl-5 first:mt-0">{children}</ol>,
  li: ({ children }) => <li className="leading-relaxed marker:text-ink-subtle">{children}</li>,
  strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
  blockquote: ({ children }) => (
    <blockquote className="mt-3 border-l-2 border-accent pl-4 text-ink-muted italic first:mt-0">
      {children}
    </blockquote>
  ),
  code: ({ children }) => (
    <code className="rounded bg-surface-2 px-1 py-0.5 font-screenplay text-[0.9em]">{children}</code>
  ),
  a: ({ href, children }) => (
    <a
      href={href || undefined}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="font-medium text-accent-ink underline underline-offset-2"
    >
      {children}
    </a>
  ),
};

export function CoverageMarkdown({ children }: { children: string }) {
  return (
    <div className="text-sm text-ink-muted sm:text-[0.95rem]">
      <Markdown
        components={COMPONENTS}
        skipHtml
        urlTransform={defaultUrlTransform}
        disallowedElements={["img"]}
      >
        {children}
      </Markdown>
    </div>
  );
}
