import { useT } from "../../shell/use-shell.ts";

export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t("header.skip_to_content")}
    </a>
  );
}
