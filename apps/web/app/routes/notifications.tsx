import type { LinksFunction } from "react-router";
import notificationsCss from "../features/notifications/notifications.css?url";
import { notificationsAction, notificationsLoader } from "../features/notifications/notifications.server.ts";
import { NotificationsPage } from "../features/notifications/notifications-page.tsx";
import pagerCss from "../shell/paging/pager.css?url";
import type { Route } from "./+types/notifications";

/** Serves /account/notifications and /users/notification (spec §2). */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: notificationsCss },
  { rel: "stylesheet", href: pagerCss },
];

export function loader({ url, context }: Route.LoaderArgs) {
  return notificationsLoader(url, context);
}

export function action({ request, url, context }: Route.ActionArgs) {
  return notificationsAction(request, url, context);
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  return <NotificationsPage data={loaderData} result={actionData} />;
}
