import type { SeoResponse } from "@platform/contracts";
import { useLocation } from "react-router";

/** Personal and one-time pages: never in a search index. */
const PRIVATE_PATHS = /^\/(account|users|dev|autologin|reset-password)(\/|$)/;

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATHS.test(pathname);
}

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
  const { pathname } = useLocation();
  return (
    <>
      <title>{seo?.title || fallbackTitle}</title>
      {isPrivatePath(pathname) && <meta name="robots" content="noindex, nofollow" />}
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
