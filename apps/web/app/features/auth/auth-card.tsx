import type { ReactNode } from "react";

/** The card every auth screen sits in; the theme's tokens give it its look. */
export function AuthCard({
  title,
  lead,
  footer,
  children,
}: {
  title: string;
  lead?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="auth-page" aria-labelledby="auth-card-title">
      <div className="auth-card">
        <header>
          <h2 id="auth-card-title" className="auth-card__title">
            {title}
          </h2>
          {lead && <p className="auth-card__lead">{lead}</p>}
        </header>
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </div>
    </section>
  );
}
