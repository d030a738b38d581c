import { useFetcher, useLocation } from "react-router";
import { useDismissableDetails } from "../../shell/use-dismissable-details.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { Icon } from "../../themes/shared/icon.tsx";

/**
 * The header language control: a disclosure holding one submit button per offered language.
 * Without JavaScript it is a plain POST to /language; with it, the fetcher switches in place and
 * the /language action revalidates, so the page re-renders in the new language.
 */
export function LanguageSwitcher({ className = "lang" }: { className?: string }) {
  const { languages, locale } = useShell();
  const t = useT();
  const fetcher = useFetcher();
  const location = useLocation();
  const detailsRef = useDismissableDetails();
  const redirectTo = `${location.pathname}${location.search}`;

  if (languages.length < 2) return null;
  const current = languages.find((language) => language.value === locale);

  return (
    <details ref={detailsRef} className={className}>
      {/* Named by the code it shows, then what it does (WCAG 2.5.3: a speech user says what they see):
          "en, Change language, current: English". */}
      <summary className="lang__toggle">
        <Icon name="globe" />
        <span>
          {locale}
          <span className="visually-hidden">
            , {t("header.language_current", { language: current?.label ?? locale })}
          </span>
        </span>
        <Icon name="down" className="lang__chevron" />
      </summary>
      <fetcher.Form
        method="post"
        action="/language"
        className="lang__menu"
        onSubmit={() => {
          if (detailsRef.current) detailsRef.current.open = false;
        }}
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {languages.map((language) => (
          <button
            key={language.value}
            type="submit"
            name="locale"
            value={language.value}
            className="lang__option"
            lang={language.value}
            aria-current={language.value === locale ? "true" : undefined}
          >
            <span>{language.label}</span>
            <span className="lang__code" aria-hidden="true">
              {language.value}
            </span>
          </button>
        ))}
      </fetcher.Form>
    </details>
  );
}
