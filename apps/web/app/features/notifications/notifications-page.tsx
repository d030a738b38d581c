import type { Notification } from "@platform/contracts";
import { Form, Link, useLocation } from "react-router";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { isFailure } from "../../shell/forms/form-result.ts";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { Pager } from "../../shell/paging/pager.tsx";
import { formatSiteDateTime, type SiteClock } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { Money } from "../../shell/wallet/money.tsx";
import type { NotificationActionResult, NotificationsPageData } from "./notifications.server.ts";

function PromotionBlock({
  notification,
  result,
}: {
  notification: Notification;
  result: NotificationActionResult | undefined;
}) {
  const t = useT();
  const { promotion } = notification;
  if (!promotion) return null;
  const mine = result?.notifyId === notification.id ? result : undefined;
  return (
    <div className="note__promo" data-state={promotion.state}>
      <img className="note__art" src={promotion.image} alt="" width={160} height={80} loading="lazy" />
      <div className="note__promo-body">
        <p className="note__promo-title">{promotion.title}</p>
        {mine && !isFailure(mine) && mine.amount && (
          <p className="note__credited" role="status">
            <Money amount={mine.amount} signed /> {mine.notice}
          </p>
        )}
        {isFailure(mine) && <FormAlert result={mine} />}
        {promotion.state === "offered" ? (
          <Form method="post" className="note__accept">
            <input type="hidden" name="notify_id" value={notification.id} />
            <SubmitButton
              intent="accept"
              pendingLabel={t("notifications.accepting")}
              label={`${t("notifications.accept")}: ${promotion.title}`}
            >
              {t("notifications.accept")}
            </SubmitButton>
          </Form>
        ) : (
          <p className="note__promo-state">{t(`notifications.state.${promotion.state}`)}</p>
        )}
        {promotion.state !== "expired" && (
          <Link to={`/promotions/${promotion.slug}`} className="form__link">
            {t("notifications.view_offer")}
          </Link>
        )}
      </div>
    </div>
  );
}

function NotificationItem({
  notification,
  clock,
  result,
}: {
  notification: Notification;
  clock: SiteClock;
  result: NotificationActionResult | undefined;
}) {
  const t = useT();
  const unread = notification.read_at === null;
  return (
    <li className="note" data-unread={unread || undefined} data-testid="notification">
      <article aria-labelledby={`note-${notification.id}`}>
        <header className="note__head">
          <h2 className="note__title" id={`note-${notification.id}`}>
            {unread && <span className="note__badge">{t("notifications.unread")}</span>}
            {notification.title}
          </h2>
          <time className="note__date" dateTime={notification.created_at}>
            {formatSiteDateTime(notification.created_at, clock)}
          </time>
        </header>
        <p className="note__body">{notification.body}</p>
        <PromotionBlock notification={notification} result={result} />
        {unread && !notification.promotion && (
          <Form method="post" className="note__read">
            <input type="hidden" name="notify_id" value={notification.id} />
            <SubmitButton
              intent="read"
              variant="ghost"
              pendingLabel={t("notifications.mark_read")}
              label={`${t("notifications.mark_read")}: ${notification.title}`}
            >
              {t("notifications.mark_read")}
            </SubmitButton>
          </Form>
        )}
      </article>
    </li>
  );
}

/** Spec §2 notifications: newest first, 10 a page, unread ones marked, promotions to accept. */
export function NotificationsPage({
  data,
  result,
}: {
  data: NotificationsPageData;
  result: NotificationActionResult | undefined;
}) {
  const t = useT();
  const { settings } = useShell();
  const { pathname } = useLocation();
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const { list, pages } = data;
  return (
    <section
      className="notes"
      aria-label={t("notifications.caption", { page: String(list.page), pages: String(pages) })}
    >
      {list.unread > 0 && (
        <Form method="post" className="notes__all">
          <SubmitButton intent="read_all" variant="ghost" pendingLabel={t("notifications.mark_all_read")}>
            {t("notifications.mark_all_read")}
          </SubmitButton>
        </Form>
      )}
      {list.items.length === 0 ? (
        <p className="notes__empty" role="status">
          {t("notifications.empty")}
        </p>
      ) : (
        <ul className="notes__list">
          {list.items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              clock={clock}
              result={result}
            />
          ))}
        </ul>
      )}
      <Pager
        page={list.page}
        pages={pages}
        href={(page) => `${pathname}?page=${page}`}
        keys={{
          label: "notifications.pager.label",
          previous: "notifications.pager.previous",
          next: "notifications.pager.next",
          status: "notifications.pager.status",
        }}
      />
    </section>
  );
}
