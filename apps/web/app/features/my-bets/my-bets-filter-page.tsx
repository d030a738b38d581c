import { Form, Link } from "react-router";
import { Field } from "../../shell/forms/field.tsx";
import { SelectField } from "../../shell/forms/select-field.tsx";
import { useT } from "../../shell/use-shell.ts";
import type { MyBetsFilterData } from "./my-bets-filter.server.ts";

/**
 * Spec §2 /account/my-bets/filter: tab, status (spec §7 gameStatus), game (spec §7 game), dates and
 * bet id, as a GET form that leads back to the bets list with the query: bookmarkable, and it
 * works without JavaScript.
 */
export function MyBetsFilterPage({ data }: { data: MyBetsFilterData }) {
  const t = useT();
  const { filters, errors } = data.request;
  const error = (name: keyof typeof errors) => (errors[name] ? t(errors[name]) : undefined);
  return (
    <Form method="get" action={data.action} className="bets-filter" aria-label={t("mybets.filter.label")}>
      <SelectField
        name="tab"
        label={t("mybets.filter.tab")}
        options={data.tabs.map((tab) => ({ value: tab, label: t(`mybets.tab.${tab}`) }))}
        defaultValue={filters.tab ?? "all"}
      />
      <SelectField
        name="game_status"
        label={t("mybets.filter.status")}
        placeholder={t("mybets.filter.any_status")}
        options={data.statuses.map((status) => ({ value: status.id, label: status.name }))}
        defaultValue={filters.game_status ?? ""}
      />
      <SelectField
        name="game"
        label={t("mybets.filter.game")}
        placeholder={t("mybets.filter.any_game")}
        options={data.games.map((game) => ({ value: game.slug, label: game.name }))}
        defaultValue={filters.game ?? ""}
      />
      <Field
        name="date_from"
        type="date"
        label={t("mybets.filter.date_from")}
        defaultValue={filters.date_from}
        error={error("date_from")}
      />
      <Field
        name="date_to"
        type="date"
        label={t("mybets.filter.date_to")}
        defaultValue={filters.date_to}
        error={error("date_to")}
      />
      <Field
        name="bet_id"
        label={t("mybets.filter.bet_id")}
        defaultValue={filters.bet_id}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        error={error("bet_id")}
      />
      <div className="bets-filter__actions">
        <button type="submit" className="btn btn--primary">
          {t("mybets.filter.apply")}
        </button>
        <Link to={data.action} className="btn btn--ghost">
          {t("mybets.filter.clear")}
        </Link>
      </div>
    </Form>
  );
}
