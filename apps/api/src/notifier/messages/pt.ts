import type { MessageCatalog } from "./catalog.ts";

export const pt: MessageCatalog = {
  otp: ({ site, code, minutes }) => ({
    subject: `Código de verificação ${site}`,
    text: `O seu código ${site} é ${code}. Expira em ${minutes} minutos. Nunca o partilhe com ninguém.`,
  }),
  resetPassword: ({ site, link, code, minutes }) => ({
    subject: `Redefina a sua palavra-passe ${site}`,
    text: `Abra esta ligação para escolher uma nova palavra-passe: ${link}\n\nOu introduza este código: ${code}\n\nExpira em ${minutes} minutos. Se não fez este pedido, ignore esta mensagem.`,
  }),
  confirmEmail: ({ site, link, code, hours }) => ({
    subject: `Confirme o seu novo e-mail ${site}`,
    text: `Abra esta ligação para confirmar o seu novo endereço de e-mail: ${link}\n\nOu introduza este código: ${code}\n\nExpira em ${hours} horas.`,
  }),
  verifyEmail: ({ site, link, hours }) => ({
    subject: `Confirme o seu e-mail ${site}`,
    text: `Bem-vindo ao ${site}! Abra esta ligação para confirmar o seu endereço de e-mail: ${link}\n\nExpira em ${hours} horas. Se não se registou, ignore esta mensagem.`,
  }),
  accountChanged: ({ site, change, time }) => {
    const what =
      change === "password" ? "A palavra-passe" : change === "email" ? "O e-mail" : "O número de telefone";
    const changed = change === "password" ? "alterada" : "alterado";
    return {
      subject: `${what} da sua conta ${site} foi ${changed}`,
      text: `${what} da sua conta ${site} foi ${changed} em ${time}. Se não foi você, redefina já a sua palavra-passe e contacte o apoio ao cliente.`,
    };
  },
};
