import type { ReactNode } from "react";
import { Link } from "react-router";
import { useShell, useT } from "../../shell/use-shell.ts";
import { Icon } from "./icon.tsx";

/** An internal path gets client navigation; anything else stays a plain link. */
function SmartLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return to.startsWith("/") ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The footer of spec §3 layout.footer: slider, about_us, static links, social, payment, infor.
 * Every text in settings is a translation key (or literal text, which t() returns unchanged).
 */
export function SiteFooter() {
  const { settings } = useShell();
  const t = useT();
  const { social, payment, slider, static: links, about_us: about, infor } = settings.layout.footer;
  const site = settings.site;

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {slider.length > 0 ? (
          <ul className="footer-slider" aria-label={t("footer.highlights")}>
            {slider.map((slide) => (
              <li key={slide.title} className="footer-slide">
                <SmartLink to={slide.to ?? "/"} className="footer-slide__link">
                  <span className="footer-slide__title">{t(slide.title, { site })}</span>
                  {slide.text ? <span className="footer-slide__text">{t(slide.text, { site })}</span> : null}
                </SmartLink>
              </li>
            ))}
          </ul>
        ) : null}

        <div className="site-footer__grid">
          {about ? (
            <section className="footer-block footer-about" aria-labelledby="footer-about-title">
              <h2 id="footer-about-title" className="footer-heading">
                {t(about.title, { site })}
              </h2>
              <p className="footer-about__text">{t(about.content, { site })}</p>
            </section>
          ) : null}

          {links.length > 0 ? (
            <nav className="footer-block" aria-labelledby="footer-links-title">
              <h2 id="footer-links-title" className="footer-heading">
                {t("footer.links")}
              </h2>
              <ul className="footer-links">
                {links.map((link) => (
                  <li key={link.to}>
                    <SmartLink to={link.to} className="footer-links__link">
                      {t(link.name)}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          {social.length > 0 ? (
            <section className="footer-block" aria-labelledby="footer-social-title">
              <h2 id="footer-social-title" className="footer-heading">
                {t("footer.follow_us")}
              </h2>
              <ul className="footer-social">
                {social.map((item) => (
                  <li key={item.url}>
                    <a
                      href={item.url}
                      className="footer-social__link"
                      aria-label={t(item.name)}
                      rel="noopener noreferrer"
                    >
                      <Icon name={item.icon ?? item.name.toLowerCase()} />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {payment.length > 0 ? (
            <section className="footer-block" aria-labelledby="footer-payment-title">
              <h2 id="footer-payment-title" className="footer-heading">
                {t("footer.payment_methods")}
              </h2>
              <ul className="footer-payment">
                {payment.map((method) => (
                  <li key={method.name} className="footer-payment__item">
                    {method.image ? (
                      <img src={method.image} alt={t(method.name)} height="24" />
                    ) : (
                      t(method.name)
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        {infor.length > 0 ? (
          <dl className="footer-infor">
            {infor.map((item) => (
              <div key={item.title} className="footer-infor__item">
                <dt className="footer-infor__title">{t(item.title, { site })}</dt>
                <dd className="footer-infor__text">{t(item.content, { site })}</dd>
              </div>
            ))}
          </dl>
        ) : null}

        <p className="footer-legal">{t("footer.copyright", { site, year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
