import { data } from "react-router";

/** The 404 every unknown page throws; the root error boundary renders "Page not found". */
export function notFound() {
  return data("Page not found", { status: 404 });
}
