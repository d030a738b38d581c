import type { SeoResponse } from "@platform/contracts";

/** Open Graph and similar tags use `property`; everything else (`description`, ...) uses `name`. */
function isPropertyTag(name: string): boolean {
  return /^(og|article|fb|product):/.test(name);
}

/** Spec §3: the og:image content is made an absolute URL. */
function absoluteContent(name: string, content: string, origin: string): string {
  if (name !== "og:image") return content;
  try {
    return new URL(content, origin).href;
  } catch {
    return content;
  }
}

/** The document title and meta tags of the current page, rendered in the root <head>. */
export function SeoTags({
  seo,
  fallbackTitle,
  origin,
}: {
  seo: SeoResponse | null;
  fallbackTitle: string;
  origin: string;
}) {
  return (
    <>
      <title>{seo?.title || fallbackTitle}</title>
      {seo?.meta.map(({ name, content }) =>
        isPropertyTag(name) ? (
          <meta key={`${name}:${content}`} property={name} content={absoluteContent(name, content, origin)} />
        ) : (
          <meta key={`${name}:${content}`} name={name} content={content} />
        ),
      )}
    </>
  );
}
