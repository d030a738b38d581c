import { useId } from "react";
import { useT } from "../shell/use-shell.ts";

/**
 * The style test page (spec §2 /testcss): every primitive a theme must style, on one screen, so a
 * theme change can be checked at a glance: typography, buttons, form controls and cards.
 */
/** Structure only (label above control); the look is the theme's job, which is what this page tests. */
const FIELD_STYLE = { display: "grid", gap: "0.35rem" } as const;

export default function TestCss() {
  const t = useT();
  const id = useId();
  return (
    <div className="style-test" style={{ display: "grid", gap: "2rem", padding: "1rem 0" }}>
      <section aria-labelledby={`${id}-type`}>
        <h2 id={`${id}-type`}>{t("testcss.typography")}</h2>
        <h3>{t("testcss.sample_heading")}</h3>
        <h4>{t("testcss.sample_heading")}</h4>
        <p>
          {t("testcss.sample_text")} <strong>{t("testcss.strong")}</strong> <em>{t("testcss.emphasis")}</em>{" "}
          <a href="/testcss">{t("testcss.link")}</a> <small>{t("testcss.small")}</small> <code>1.85</code>
        </p>
        <ul>
          <li>{t("testcss.list_item")} 1</li>
          <li>{t("testcss.list_item")} 2</li>
        </ul>
      </section>

      <section aria-labelledby={`${id}-buttons`}>
        <h2 id={`${id}-buttons`}>{t("testcss.buttons")}</h2>
        <div style={{ display: "flex", flexWrap: "wrap", gap: "0.75rem" }}>
          <button type="button" className="btn btn--primary">
            {t("testcss.primary")}
          </button>
          <button type="button" className="btn btn--ghost">
            {t("testcss.secondary")}
          </button>
          <button type="button" className="btn">
            {t("testcss.default")}
          </button>
          <button type="button" className="btn btn--primary" disabled>
            {t("testcss.disabled")}
          </button>
        </div>
      </section>

      <section aria-labelledby={`${id}-forms`}>
        <h2 id={`${id}-forms`}>{t("testcss.forms")}</h2>
        <form className="form" style={{ display: "grid", gap: "1rem", maxWidth: "28rem" }}>
          <label className="field" style={FIELD_STYLE}>
            <span className="field__label">{t("testcss.field_text")}</span>
            <input className="field__input" type="text" name="text" placeholder={t("testcss.placeholder")} />
          </label>
          <label className="field" style={FIELD_STYLE}>
            <span className="field__label">{t("testcss.field_password")}</span>
            <input className="field__input" type="password" name="password" />
          </label>
          <label className="field" style={FIELD_STYLE}>
            <span className="field__label">{t("testcss.field_select")}</span>
            <select className="field__input" name="select">
              <option>{t("testcss.option_one")}</option>
              <option>{t("testcss.option_two")}</option>
            </select>
          </label>
          <label className="field" style={FIELD_STYLE}>
            <span className="field__label">{t("testcss.field_textarea")}</span>
            <textarea className="field__input" name="textarea" rows={3} />
          </label>
          <label className="field field--check">
            <input type="checkbox" name="checkbox" /> {t("testcss.checkbox")}
          </label>
          <fieldset className="field" style={FIELD_STYLE}>
            <legend className="field__label">{t("testcss.radio")}</legend>
            <label>
              <input type="radio" name="radio" value="one" defaultChecked /> {t("testcss.option_one")}
            </label>
            <label>
              <input type="radio" name="radio" value="two" /> {t("testcss.option_two")}
            </label>
          </fieldset>
        </form>
      </section>

      <section aria-labelledby={`${id}-cards`}>
        <h2 id={`${id}-cards`}>{t("testcss.cards")}</h2>
        <div
          style={{
            display: "grid",
            gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
            gap: "1rem",
          }}
        >
          {["1", "2", "3"].map((number) => (
            <article key={number} className="card">
              <h3 className="card__title">
                {t("testcss.card_title")} {number}
              </h3>
              <p className="card__text">{t("testcss.card_text")}</p>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
