import type { MessageCatalog } from "./catalog.ts";

export const fr: MessageCatalog = {
  otp: ({ site, code, minutes }) => ({
    subject: `Code de vérification ${site}`,
    text: `Votre code ${site} est ${code}. Il expire dans ${minutes} minutes. Ne le communiquez à personne.`,
  }),
  resetPassword: ({ site, link, code, minutes }) => ({
    subject: `Réinitialisez votre mot de passe ${site}`,
    text: `Ouvrez ce lien pour choisir un nouveau mot de passe : ${link}\n\nOu saisissez ce code : ${code}\n\nIl expire dans ${minutes} minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.`,
  }),
  confirmEmail: ({ site, link, code, hours }) => ({
    subject: `Confirmez votre nouvelle adresse e-mail ${site}`,
    text: `Ouvrez ce lien pour confirmer votre nouvelle adresse e-mail : ${link}\n\nOu saisissez ce code : ${code}\n\nIl expire dans ${hours} heures.`,
  }),
};
