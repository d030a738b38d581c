import { Form, Link, useLocation } from "react-router";
import { Field } from "../../shell/forms/field.tsx";
import { SelectField } from "../../shell/forms/select-field.tsx";
import { useT } from "../../shell/use-shell.ts";
import type { HistoryRequest } from "./history-query.ts";

/**
 * The history filters (spec §7 transaction_description_id, date_from, date_to, game_id) as a GET
 * form: the result is a URL, bookmarkable and shareable, and it works without JavaScript.
 */
export function HistoryFilters({
  types,
  request,
}: {
  types: readonly { id: string; name: string }[];
  request: HistoryRequest;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const { filters, errors } = request;
  const active = Object.keys(filters).length > 0;
  const error = (name: keyof HistoryRequest["errors"]) => (errors[name] ? t(errors[name]) : undefined);
  return (
    // A new form per URL, so "clear" and the back button show the filters of the page.
    <Form method="get" className="history-filters" key={search} aria-label={t("history.filters.label")}>
      <SelectField
        name="transaction_description_id"
        label={t("history.filters.type")}
        placeholder={t("history.filters.all_types")}
        options={types.map((type) => ({ value: type.id, label: type.name }))}
        defaultValue={filters.transaction_description_id ?? ""}
      />
      <Field
        name="date_from"
        type="date"
        label={t("history.filters.date_from")}
        defaultValue={filters.date_from}
        error={error("date_from")}
      />
      <Field
        name="date_to"
        type="date"
        label={t("history.filters.date_to")}
        defaultValue={filters.date_to}
        error={error("date_to")}
      />
      <Field
        name="game_id"
        label={t("history.filters.game_id")}
        defaultValue={filters.game_id}
        maxLength={100}
        autoComplete="off"
        error={error("game_id")}
      />
      <div className="history-filters__actions">
        <button type="submit" className="btn btn--primary">
          {t("history.filters.apply")}
        </button>
        {active && (
          <Link to={pathname} className="btn btn--ghost">
            {t("history.filters.clear")}
          </Link>
        )}
      </div>
    </Form>
  );
}
