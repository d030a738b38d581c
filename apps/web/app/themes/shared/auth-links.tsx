import { Link } from "react-router";
import { useT } from "../../shell/use-shell.ts";

export function AuthLinks() {
  const t = useT();
  return (
    <div className="auth">
      <Link to="/login" className="btn btn--ghost auth__login">
        {t("header.login")}
      </Link>
      <Link to="/register" className="btn btn--primary auth__register">
        {t("header.register")}
      </Link>
    </div>
  );
}
