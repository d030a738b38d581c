import type { Localized, SeoEntry } from "../demo-site.ts";
import { CASHIER_PAGES } from "./cashier-pages-seo.ts";
import { DEPOSIT_PAGES } from "./deposit-pages-seo.ts";
import { GAMES_PAGES } from "./games-pages-seo.ts";
import { LOTTO_PAGES } from "./lotto-pages-seo.ts";
import { PROMOTION_PAGES } from "./promotion-pages-seo.ts";
import { REFERRAL_PAGES } from "./referral-pages-seo.ts";

type PageSeoText = Omit<SeoEntry, "og_image">;

/**
 * SEO for the application pages every site has, so each page carries a real h1 and title instead
 * of the bare site name. `{site}` is the operator's brand.
 */
const APP_PAGES: Record<string, Localized<PageSeoText>> = {
  ...CASHIER_PAGES,
  ...DEPOSIT_PAGES,
  ...GAMES_PAGES,
  ...REFERRAL_PAGES,
  ...PROMOTION_PAGES,
  ...LOTTO_PAGES,
  "/login": {
    en: {
      h1: "Welcome back to {site}",
      title: "Log in | {site}",
      description: "Log in to your {site} account to bet, play and manage your wallet.",
    },
    fr: {
      h1: "Bon retour sur {site}",
      title: "Connexion | {site}",
      description: "Connectez-vous à votre compte {site} pour parier, jouer et gérer votre portefeuille.",
    },
    sw: {
      h1: "Karibu tena {site}",
      title: "Ingia | {site}",
      description: "Ingia kwenye akaunti yako ya {site} ili kubashiri, kucheza na kusimamia pochi yako.",
    },
    pt: {
      h1: "Bem-vindo de volta ao {site}",
      title: "Entrar | {site}",
      description: "Entre na sua conta {site} para apostar, jogar e gerir a sua carteira.",
    },
  },
  "/register": {
    en: {
      h1: "Join {site}",
      title: "Create your account | {site}",
      description: "Open a {site} account in a minute. Players must be 18 or older.",
    },
    fr: {
      h1: "Rejoignez {site}",
      title: "Créer un compte | {site}",
      description: "Ouvrez un compte {site} en une minute. Réservé aux joueurs de 18 ans ou plus.",
    },
    sw: {
      h1: "Jiunge na {site}",
      title: "Fungua akaunti | {site}",
      description: "Fungua akaunti ya {site} kwa dakika moja. Wachezaji lazima wawe na miaka 18 au zaidi.",
    },
    pt: {
      h1: "Junte-se ao {site}",
      title: "Criar conta | {site}",
      description: "Abra uma conta {site} num minuto. Apenas para maiores de 18 anos.",
    },
  },
  "/forgot-password": {
    en: {
      h1: "Forgot your password?",
      title: "Recover your password | {site}",
      description: "Get a code to choose a new {site} password.",
    },
    fr: {
      h1: "Mot de passe oublié ?",
      title: "Récupérer votre mot de passe | {site}",
      description: "Recevez un code pour choisir un nouveau mot de passe {site}.",
    },
    sw: {
      h1: "Umesahau nenosiri?",
      title: "Rejesha nenosiri | {site}",
      description: "Pata msimbo wa kuchagua nenosiri jipya la {site}.",
    },
    pt: {
      h1: "Esqueceu a palavra-passe?",
      title: "Recuperar palavra-passe | {site}",
      description: "Receba um código para escolher uma nova palavra-passe {site}.",
    },
  },
  "/reset-password": {
    en: {
      h1: "Choose a new password",
      title: "New password | {site}",
      description: "Set a new password for your {site} account.",
    },
    fr: {
      h1: "Choisissez un nouveau mot de passe",
      title: "Nouveau mot de passe | {site}",
      description: "Définissez un nouveau mot de passe pour votre compte {site}.",
    },
    sw: {
      h1: "Chagua nenosiri jipya",
      title: "Nenosiri jipya | {site}",
      description: "Weka nenosiri jipya la akaunti yako ya {site}.",
    },
    pt: {
      h1: "Escolha uma nova palavra-passe",
      title: "Nova palavra-passe | {site}",
      description: "Defina uma nova palavra-passe para a sua conta {site}.",
    },
  },
  "/account/settings": {
    en: {
      h1: "My account",
      title: "My account | {site}",
      description: "Your {site} account details and security.",
    },
    fr: {
      h1: "Mon compte",
      title: "Mon compte | {site}",
      description: "Les informations et la sécurité de votre compte {site}.",
    },
    sw: {
      h1: "Akaunti yangu",
      title: "Akaunti yangu | {site}",
      description: "Taarifa na usalama wa akaunti yako ya {site}.",
    },
    pt: {
      h1: "A minha conta",
      title: "A minha conta | {site}",
      description: "Os dados e a segurança da sua conta {site}.",
    },
  },
};

/** The account area lives at two addresses (spec §2 /account and /users); both read the same. */
APP_PAGES["/users/settings"] = APP_PAGES["/account/settings"]!;
APP_PAGES["/users/info"] = APP_PAGES["/account/settings"]!;

export function appPagesSeo(
  site: string,
  languages: string[],
  ogImage: string,
): Record<string, Localized<SeoEntry>> {
  const fill = (text: string) => text.replaceAll("{site}", site);
  return Object.fromEntries(
    Object.entries(APP_PAGES).map(([path, byLocale]) => [
      path,
      Object.fromEntries(
        languages.flatMap((locale) => {
          const entry = byLocale[locale];
          if (!entry) return [];
          const seo: SeoEntry = {
            h1: fill(entry.h1),
            title: fill(entry.title),
            description: fill(entry.description),
            og_image: ogImage,
          };
          return [[locale, seo]];
        }),
      ),
    ]),
  );
}
