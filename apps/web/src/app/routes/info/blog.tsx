import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";

import { PUBLIC_PAGE_META } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { PageHero } from "../../../features/info/components/page-hero.tsx";
import { PostMarkdown } from "../../../features/info/components/post-markdown.tsx";
import { BLOG_POSTS, findPost, formatPostDate } from "../../../features/info/lib/blog-posts.ts";
import { usePageDescription } from "../../layouts/page-description.tsx";

/** /blog: posts read from Markdown files in the repository (src/content/blog), newest first. */
export function BlogPage() {
  return (
    <>
      <title>{PUBLIC_PAGE_META["/blog"].title}</title>
      <PageHero id="blog-heading" eyebrow="Blog" title="Notes from The White List.">
        <p>Product news and craft articles from the team.</p>
      </PageHero>
      <Container size="narrow" className="py-12 sm:py-16">
        {BLOG_POSTS.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">
            No posts yet.
          </p>
        ) : (
          <ol className="space-y-6">
            {BLOG_POSTS.map((post) => (
              <li key={post.slug}>
                <Card as="article" className="p-6">
                  <p className="text-sm text-ink-subtle">
                    <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.author}
                  </p>
                  <h2 className="mt-2 font-display-tight text-2xl font-semibold text-ink">
                    <Link to={`/blog/${post.slug}`} className="hover:text-accent-ink">
                      {post.title}
                    </Link>
                  </h2>
                  <p className="mt-2 text-ink-muted">{post.summary}</p>
                </Card>
              </li>
            ))}
          </ol>
        )}
      </Container>
    </>
  );
}

/** /blog/{slug}: one post. An unknown slug says so and leads back to the list. */
export function BlogPostPage() {
  const { slug } = useParams();
  const post = findPost(slug);
  usePageDescription(post?.summary);
  if (!post) {
    return (
      <Container size="narrow" className="py-20 text-center">
        <title>Post not found — The White List</title>
        <h1 className="font-display-tight text-3xl font-semibold text-ink">Post not found</h1>
        <p className="mt-3 text-ink-muted">This post does not exist or has moved.</p>
        <Button to="/blog" variant="secondary" className="mt-6">
          <ArrowLeft aria-hidden="true" /> All posts
        </Button>
      </Container>
    );
  }
  return (
    <Container size="narrow" as="section" className="py-12 sm:py-16">
      <title>{`${post.title} — The White List`}</title>
      <Link
        to="/blog"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All posts
      </Link>
      <article className="mt-6">
        <p className="text-sm text-ink-subtle">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.author}
        </p>
        <h1 className="mt-2 font-display-tight text-4xl leading-tight font-semibold text-balance text-ink">
          {post.title}
        </h1>
        <p className="mt-4 text-lg text-ink-muted">{post.summary}</p>
        <PostMarkdown>{post.body}</PostMarkdown>
      </article>
    </Container>
  );
}
