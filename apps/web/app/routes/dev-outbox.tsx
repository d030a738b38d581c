import { loadOutbox } from "../features/dev-outbox/load-outbox.server.ts";
import { OutboxList } from "../features/dev-outbox/outbox-list.tsx";
import { formLinks } from "../shell/forms/form-styles.ts";
import type { Route } from "./+types/dev-outbox";

export const links = formLinks;

/** Never indexed, never cached: it shows codes. */
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
export const headers: Route.HeadersFunction = () => ({ "cache-control": "no-store" });

export async function loader({ context }: Route.LoaderArgs) {
  return { messages: await loadOutbox(context) };
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return <OutboxList messages={loaderData.messages} />;
}
