import { useShell, useT } from "../../shell/use-shell.ts";
import type { OutboxMessage } from "./load-outbox.server.ts";

/** Messages the site would have sent (OTPs, confirmation links), for testers without a phone. */
export function OutboxList({ messages }: { messages: readonly OutboxMessage[] }) {
  const t = useT();
  const { locale, settings } = useShell();
  const time = new Intl.DateTimeFormat(locale, {
    dateStyle: "short",
    timeStyle: "medium",
    timeZone: settings.time_zone,
  });
  return (
    <section className="outbox" aria-labelledby="outbox-title">
      <h2 id="outbox-title">{t("outbox.title")}</h2>
      <p className="outbox__meta">{t("outbox.explain")}</p>
      {messages.length === 0 ? (
        <p>{t("outbox.empty")}</p>
      ) : (
        <ol className="outbox">
          {messages.map((message) => (
            <li key={message.id} className="outbox__item">
              <p className="outbox__meta">
                {t(`outbox.channel.${message.channel}`)} · {message.to} ·{" "}
                <time dateTime={message.created_at}>{time.format(new Date(message.created_at))}</time>
              </p>
              {message.subject && <strong>{message.subject}</strong>}
              <p>{message.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
