import type { SiteSettingsInput } from "@platform/contracts";

type Footer = NonNullable<NonNullable<SiteSettingsInput["layout"]>["footer"]>;

/** An inline SVG as a data: URL, so demo logos and favicons need no file or network. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Languages by their own names (endonyms), as a language menu shows them. */
const LANGUAGE_LABELS: Record<string, string> = {
  en: "English",
  fr: "Français",
  sw: "Kiswahili",
  pt: "Português",
};

export function languageMenu(languages: string[]) {
  return {
    language: { data: languages.map((value) => ({ value, label: LANGUAGE_LABELS[value] ?? value })) },
  };
}

/** The four static pages every demo site links from its footer. */
export const STATIC_LINKS: Footer["static"] = [
  { name: "footer.static.about_us", to: "/about-us" },
  { name: "footer.static.terms", to: "/terms-and-conditions" },
  { name: "footer.static.responsible_gaming", to: "/responsible-gaming" },
  { name: "footer.static.privacy", to: "/privacy-policy" },
];

/** Footer highlight cards; each site picks the ones that fit its products. */
export const SLIDES = {
  payouts: { title: "footer.slider.payouts.title", text: "footer.slider.payouts.text", to: "/about-us" },
  support: { title: "footer.slider.support.title", text: "footer.slider.support.text", to: "/about-us" },
  responsible: {
    title: "footer.slider.responsible.title",
    text: "footer.slider.responsible.text",
    to: "/responsible-gaming",
  },
  bonus: { title: "footer.slider.bonus.title", text: "footer.slider.bonus.text", to: "/promotions" },
  draws: { title: "footer.slider.draws.title", text: "footer.slider.draws.text", to: "/lotto" },
} satisfies Record<string, NonNullable<Footer["slider"]>[number]>;

/** Licence, age notice and support line; texts are translation keys ending in the site key. */
export function footerInfor(siteKey: string): Footer["infor"] {
  return [
    { title: "footer.infor.age", content: "footer.infor.age_text" },
    { title: "footer.infor.licence", content: `footer.infor.licence.${siteKey}` },
    { title: "footer.infor.support", content: `footer.infor.support.${siteKey}` },
  ];
}

export function aboutUs(siteKey: string): Footer["about_us"] {
  return { title: "footer.about_us", content: `footer.about.${siteKey}` };
}
