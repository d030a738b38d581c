/*
 * The winner's notification (their inbox: /account/notifications), in their language. Written
 * here rather than read from the site's dictionary: the drop is paid inside the wallet call's
 * transaction, which must not wait on another connection.
 */

interface Notice {
  title(pool: string): string;
  body(pool: string, amount: string): string;
}

const NOTICES: Record<string, Notice> = {
  en: {
    title: (pool) => `You won the ${pool} jackpot!`,
    body: (pool, amount) => `The ${pool} jackpot dropped on your round: ${amount} is in your balance.`,
  },
  fr: {
    title: (pool) => `Vous avez gagné le jackpot ${pool} !`,
    body: (pool, amount) =>
      `Le jackpot ${pool} est tombé sur votre partie : ${amount} ont été ajoutés à votre solde.`,
  },
  sw: {
    title: (pool) => `Umeshinda jackpot ya ${pool}!`,
    body: (pool, amount) =>
      `Jackpot ya ${pool} imeangukia mchezo wako: ${amount} imeongezwa kwenye salio lako.`,
  },
  pt: {
    title: (pool) => `Ganhou o jackpot ${pool}!`,
    body: (pool, amount) => `O jackpot ${pool} caiu na sua jogada: ${amount} já está no seu saldo.`,
  },
};

export function winNotice(locale: string, pool: string, amount: string): { title: string; body: string } {
  const notice = NOTICES[locale] ?? NOTICES.en!;
  return { title: notice.title(pool), body: notice.body(pool, amount) };
}
