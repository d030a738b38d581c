import { Form, Link, useLocation } from "react-router";
import { Field } from "../../shell/forms/field.tsx";
import { SelectField } from "../../shell/forms/select-field.tsx";
import { useT } from "../../shell/use-shell.ts";
import { TICKET_STATUS_LIST, type TicketsRequest } from "./tickets-query.ts";

/**
 * The ticket list's filters (spec §7 ticket variant: game_status, date_from, date_to, bet_id) as a
 * GET form: the result is an address, bookmarkable, and it works without JavaScript.
 */
export function TicketFilters({ request }: { request: TicketsRequest }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const { filters, errors } = request;
  const active = Object.keys(filters).length > 0;
  const error = (name: keyof TicketsRequest["errors"]) => (errors[name] ? t(errors[name]) : undefined);
  return (
    <Form method="get" className="ticket-filters" key={search} aria-label={t("tickets.filters.label")}>
      <SelectField
        name="game_status"
        label={t("tickets.filters.status")}
        placeholder={t("tickets.filters.all")}
        options={TICKET_STATUS_LIST.map((status) => ({
          value: status,
          label: t(`tickets.status.${status}`),
        }))}
        defaultValue={filters.game_status ?? ""}
        error={error("game_status")}
      />
      <Field
        name="bet_id"
        label={t("tickets.filters.bet_id")}
        defaultValue={filters.bet_id}
        maxLength={100}
        autoComplete="off"
        error={error("bet_id")}
      />
      <Field
        name="date_from"
        type="date"
        label={t("tickets.filters.date_from")}
        defaultValue={filters.date_from}
        error={error("date_from")}
      />
      <Field
        name="date_to"
        type="date"
        label={t("tickets.filters.date_to")}
        defaultValue={filters.date_to}
        error={error("date_to")}
      />
      <div className="ticket-filters__actions">
        <button type="submit" className="btn btn--primary">
          {t("tickets.filters.apply")}
        </button>
        {active && (
          <Link to={pathname} className="btn btn--ghost">
            {t("tickets.filters.clear")}
          </Link>
        )}
      </div>
    </Form>
  );
}
