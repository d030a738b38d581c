import { notFound } from "../shell/not-found.ts";

/**
 * /404 and every unknown path. Throwing from the loader (not the component) gives the document
 * an HTTP 404 and renders the root error boundary's "Page not found" screen.
 */
export function loader(): never {
  throw notFound();
}

/** Never rendered (the loader always throws), but a component keeps this a page, not a resource route. */
export default function NotFound() {
  return null;
}
