/** Blog posts: Markdown files in src/content/blog with a small front matter block. */
export interface BlogPost {
  slug: string;
  title: string;
  date: string;
  author: string;
  summary: string;
  body: string;
}

const files = import.meta.glob<string>("../../../content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Splits `---\nkey: value\n---\nbody` into fields and body. */
export function parsePost(fileName: string, raw: string): BlogPost {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  const fields: Record<string, string> = {};
  for (const line of (match?.[1] ?? "").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) fields[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  const slug = fileName
    .replace(/^.*\//, "")
    .replace(/\.md$/, "")
    .replace(/^\d{4}-\d{2}-\d{2}-/, "");
  return {
    slug,
    title: fields.title ?? slug,
    date: fields.date ?? "",
    author: fields.author ?? "The White List team",
    summary: fields.summary ?? "",
    body: (match?.[2] ?? raw).trim(),
  };
}

/** Every post, newest first. */
export const BLOG_POSTS: BlogPost[] = Object.entries(files)
  .map(([name, raw]) => parsePost(name, raw))
  .sort((a, b) => b.date.localeCompare(a.date));

export const findPost = (slug: string | undefined) => BLOG_POSTS.find((p) => p.slug === slug);

export function formatPostDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(d.getTime())
    ? date
    : d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
