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
  verifyEmail: ({ site, link, hours }) => ({
    subject: `Confirmez votre adresse e-mail ${site}`,
    text: `Bienvenue sur ${site} ! Ouvrez ce lien pour confirmer votre adresse e-mail : ${link}\n\nIl expire dans ${hours} heures. Si vous ne vous êtes pas inscrit, ignorez ce message.`,
  }),
  accountChanged: ({ site, change, time }) => {
    const what =
      change === "password"
        ? "Le mot de passe"
        : change === "email"
          ? "L'adresse e-mail"
          : "Le numéro de téléphone";
    const changed = change === "email" ? "modifiée" : "modifié";
    return {
      subject: `${what} de votre compte ${site} a été ${changed}`,
      text: `${what} de votre compte ${site} a été ${changed} le ${time}. Si ce n'est pas vous, réinitialisez immédiatement votre mot de passe et contactez le support.`,
    };
  },
};
