import Markdown, { defaultUrlTransform, type Components } from "react-markdown";
import { Link } from "react-router";

/**
 * Blog prose. Site links (/clout) navigate inside the app; other links open in a new tab. Raw HTML
 * is dropped and only safe link schemes are kept (react-markdown's default transform).
 */
const COMPONENTS: Components = {
  h2: ({ children }) => (
    <h2 className="mt-10 font-display-tight text-2xl font-semibold text-ink">{children}</h2>
  ),
  h3: ({ children }) => <h3 className="mt-8 text-lg font-semibold text-ink">{children}</h3>,
  p: ({ children }) => <p className="mt-5 leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="mt-5 list-disc space-y-2 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="mt-5 list-decimal space-y-2 pl-6">{children}</ol>,
  strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
  a: ({ href, children }) => {
    const className = "font-medium text-accent-ink underline underline-offset-2";
    if (href?.startsWith("/") && !href.startsWith("//")) {
      return (
        <Link to={href} className={className}>
          {children}
        </Link>
      );
    }
    return (
      <a href={href || undefined} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  },
};

export function PostMarkdown({ children }: { children: string }) {
  return (
    <div className="text-ink-muted sm:text-lg">
      <Markdown components={COMPONENTS} skipHtml urlTransform={defaultUrlTransform}>
        {children}
      </Markdown>
    </div>
  );
}
