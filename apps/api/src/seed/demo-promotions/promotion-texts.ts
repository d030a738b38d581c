import type { PromotionContent } from "../../db/schema.ts";

/** A site's brand and amounts as its players read them ("KSh 5,000"). */
export interface TextParams {
  site: string;
  amount: string;
  cap: string;
  minDeposit: string;
  percent: number;
  wagering: number;
  days: number;
}

type Texts = (p: TextParams) => Record<string, PromotionContent>;

/** The welcome offer: a percent of the first deposit as promo credit, for new players. */
export const welcomeTexts: Texts = (p) => ({
  en: {
    title: `Welcome bonus: ${p.percent}% up to ${p.cap}`,
    summary: `New to ${p.site}? Deposit ${p.minDeposit} or more and we match it ${p.percent}% in promo credit.`,
    body: [
      `Start your ${p.site} story with more to play. Make a deposit of at least ${p.minDeposit} within your first 30 days, open this page and claim: we add ${p.percent}% of that deposit as promo credit, up to ${p.cap}.`,
      `Promo credit plays on every game in the lobby. Stake ${p.wagering} times the bonus within ${p.days} days and what is left of it becomes cash you can withdraw.`,
    ],
    terms: [
      "New players only (account under 30 days old); one welcome bonus per player.",
      "The bonus is figured on your latest deposit of the past 7 days.",
      `Wagering ${p.wagering}× the bonus within ${p.days} days; unconverted promo credit expires after that.`,
      "Please play responsibly: set deposit limits in Settings at any time.",
    ],
  },
  fr: {
    title: `Bonus de bienvenue : ${p.percent} % jusqu'à ${p.cap}`,
    summary: `Nouveau sur ${p.site} ? Déposez au moins ${p.minDeposit} et nous ajoutons ${p.percent} % en crédit promo.`,
    body: [
      `Commencez sur ${p.site} avec plus pour jouer. Faites un dépôt d'au moins ${p.minDeposit} pendant vos 30 premiers jours, ouvrez cette page et réclamez : nous ajoutons ${p.percent} % de ce dépôt en crédit promo, jusqu'à ${p.cap}.`,
      `Le crédit promo se joue sur tous les jeux du lobby. Misez ${p.wagering} fois le bonus en ${p.days} jours et ce qu'il en reste devient de l'argent retirable.`,
    ],
    terms: [
      "Réservé aux nouveaux joueurs (compte de moins de 30 jours) ; un bonus de bienvenue par joueur.",
      "Le bonus est calculé sur votre dernier dépôt des 7 derniers jours.",
      `Mise de ${p.wagering}× le bonus en ${p.days} jours ; le crédit promo non converti expire ensuite.`,
      "Jouez de façon responsable : fixez vos limites de dépôt dans Paramètres.",
    ],
  },
  sw: {
    title: `Bonasi ya kukaribisha: ${p.percent}% hadi ${p.cap}`,
    summary: `Mgeni kwenye ${p.site}? Weka ${p.minDeposit} au zaidi nasi tutaongeza ${p.percent}% kama mkopo wa promo.`,
    body: [
      `Anza safari yako ya ${p.site} ukiwa na zaidi ya kucheza. Weka angalau ${p.minDeposit} ndani ya siku 30 za kwanza, fungua ukurasa huu na udai: tunaongeza ${p.percent}% ya amana hiyo kama mkopo wa promo, hadi ${p.cap}.`,
      `Mkopo wa promo unachezwa kwenye kila mchezo. Weka dau mara ${p.wagering} ya bonasi ndani ya siku ${p.days} na kinachobaki kinakuwa pesa taslimu unayoweza kutoa.`,
    ],
    terms: [
      "Kwa wachezaji wapya tu (akaunti chini ya siku 30); bonasi moja ya kukaribisha kwa kila mchezaji.",
      "Bonasi inahesabiwa kwa amana yako ya mwisho ya siku 7 zilizopita.",
      `Dau mara ${p.wagering} ya bonasi ndani ya siku ${p.days}; mkopo wa promo usiobadilishwa unaisha baada ya hapo.`,
      "Cheza kwa uwajibikaji: weka vikomo vya amana kwenye Mipangilio wakati wowote.",
    ],
  },
  pt: {
    title: `Bónus de boas-vindas: ${p.percent}% até ${p.cap}`,
    summary: `Novo no ${p.site}? Deposite ${p.minDeposit} ou mais e juntamos ${p.percent}% em crédito promocional.`,
    body: [
      `Comece no ${p.site} com mais para jogar. Faça um depósito de pelo menos ${p.minDeposit} nos primeiros 30 dias, abra esta página e reclame: juntamos ${p.percent}% desse depósito em crédito promocional, até ${p.cap}.`,
      `O crédito promocional joga-se em todos os jogos. Aposte ${p.wagering} vezes o bónus em ${p.days} dias e o que restar passa a dinheiro que pode levantar.`,
    ],
    terms: [
      "Só para novos jogadores (conta com menos de 30 dias); um bónus de boas-vindas por jogador.",
      "O bónus é calculado sobre o seu último depósito dos últimos 7 dias.",
      `Aposta de ${p.wagering}× o bónus em ${p.days} dias; o crédito não convertido expira depois.`,
      "Jogue com responsabilidade: defina limites de depósito nas Definições.",
    ],
  },
});

/** A fixed promo credit anyone can opt in to (also what notifications carry in the demo). */
export const freeCreditTexts: Texts = (p) => ({
  en: {
    title: `${p.amount} free credit to try our slots`,
    summary: `Opt in and get ${p.amount} of promo credit on us: no deposit needed.`,
    body: [
      `Curious about the ${p.site} slots? Opt in and ${p.amount} of promo credit lands in your balance straight away, no deposit needed.`,
      `Spin Savanna Sunset, Nile Harvest or any game you like. Stake the credit ${p.wagering} times within ${p.days} days and what remains becomes withdrawable cash.`,
    ],
    terms: [
      "One free credit per player.",
      `Wagering ${p.wagering}× the credit within ${p.days} days; after that the unconverted promo credit expires.`,
      "Promo credit cannot be withdrawn until it converts.",
    ],
  },
  fr: {
    title: `${p.amount} de crédit offert pour essayer nos machines`,
    summary: `Inscrivez-vous et recevez ${p.amount} de crédit promo offert, sans dépôt.`,
    body: [
      `Envie de découvrir les machines de ${p.site} ? Inscrivez-vous et ${p.amount} de crédit promo arrive aussitôt sur votre solde, sans dépôt.`,
      `Jouez à Savanna Sunset, Nile Harvest ou au jeu de votre choix. Misez le crédit ${p.wagering} fois en ${p.days} jours et le reste devient de l'argent retirable.`,
    ],
    terms: [
      "Un crédit offert par joueur.",
      `Mise de ${p.wagering}× le crédit en ${p.days} jours ; ensuite le crédit promo non converti expire.`,
      "Le crédit promo ne peut pas être retiré avant sa conversion.",
    ],
  },
  sw: {
    title: `Mkopo wa bure wa ${p.amount} kujaribu sloti zetu`,
    summary: `Jiunge upate mkopo wa promo wa ${p.amount} bure: hakuna amana inayohitajika.`,
    body: [
      `Unataka kujaribu sloti za ${p.site}? Jiunge na mkopo wa promo wa ${p.amount} unaingia kwenye salio lako mara moja, bila amana.`,
      `Cheza Savanna Sunset, Nile Harvest au mchezo wowote. Weka dau la mkopo mara ${p.wagering} ndani ya siku ${p.days} na kinachobaki kinakuwa pesa taslimu.`,
    ],
    terms: [
      "Mkopo mmoja wa bure kwa kila mchezaji.",
      `Dau mara ${p.wagering} ya mkopo ndani ya siku ${p.days}; baada ya hapo mkopo usiobadilishwa unaisha.`,
      "Mkopo wa promo hauwezi kutolewa hadi ubadilishwe.",
    ],
  },
  pt: {
    title: `${p.amount} de crédito grátis para experimentar as slots`,
    summary: `Adira e receba ${p.amount} de crédito promocional oferecido, sem depósito.`,
    body: [
      `Quer conhecer as slots do ${p.site}? Adira e ${p.amount} de crédito promocional entra logo no seu saldo, sem depósito.`,
      `Jogue Savanna Sunset, Nile Harvest ou o jogo que preferir. Aposte o crédito ${p.wagering} vezes em ${p.days} dias e o que restar passa a dinheiro levantável.`,
    ],
    terms: [
      "Um crédito grátis por jogador.",
      `Aposta de ${p.wagering}× o crédito em ${p.days} dias; depois o crédito não convertido expira.`,
      "O crédito promocional não pode ser levantado antes da conversão.",
    ],
  },
});

/** A reload bonus on any later deposit. */
export const reloadTexts: Texts = (p) => ({
  en: {
    title: `Reload bonus: ${p.percent}% up to ${p.cap}`,
    summary: `Top up ${p.minDeposit} or more and claim ${p.percent}% extra in promo credit.`,
    body: [
      `Every deposit of ${p.minDeposit} or more this week can earn a little extra: claim here after depositing and we add ${p.percent}% in promo credit, up to ${p.cap}.`,
      `Stake ${p.wagering} times the bonus within ${p.days} days to turn it into cash.`,
    ],
    terms: [
      "Once per player.",
      "Figured on your latest deposit of the past 7 days.",
      `Wagering ${p.wagering}× within ${p.days} days; one bonus with wagering at a time.`,
    ],
  },
  fr: {
    title: `Bonus de recharge : ${p.percent} % jusqu'à ${p.cap}`,
    summary: `Rechargez au moins ${p.minDeposit} et réclamez ${p.percent} % de plus en crédit promo.`,
    body: [
      `Chaque dépôt d'au moins ${p.minDeposit} cette semaine peut rapporter un petit plus : réclamez ici après votre dépôt et nous ajoutons ${p.percent} % en crédit promo, jusqu'à ${p.cap}.`,
      `Misez ${p.wagering} fois le bonus en ${p.days} jours pour le transformer en argent.`,
    ],
    terms: [
      "Une fois par joueur.",
      "Calculé sur votre dernier dépôt des 7 derniers jours.",
      `Mise de ${p.wagering}× en ${p.days} jours ; un seul bonus avec mise à la fois.`,
    ],
  },
  sw: {
    title: `Bonasi ya kuongeza: ${p.percent}% hadi ${p.cap}`,
    summary: `Weka ${p.minDeposit} au zaidi na udai ${p.percent}% ya ziada kama mkopo wa promo.`,
    body: [
      `Kila amana ya ${p.minDeposit} au zaidi wiki hii inaweza kukuletea ziada: dai hapa baada ya kuweka nasi tutaongeza ${p.percent}% kama mkopo wa promo, hadi ${p.cap}.`,
      `Weka dau mara ${p.wagering} ya bonasi ndani ya siku ${p.days} ili iwe pesa taslimu.`,
    ],
    terms: [
      "Mara moja kwa kila mchezaji.",
      "Inahesabiwa kwa amana yako ya mwisho ya siku 7 zilizopita.",
      `Dau mara ${p.wagering} ndani ya siku ${p.days}; bonasi moja yenye dau kwa wakati mmoja.`,
    ],
  },
  pt: {
    title: `Bónus de recarga: ${p.percent}% até ${p.cap}`,
    summary: `Carregue ${p.minDeposit} ou mais e reclame ${p.percent}% extra em crédito promocional.`,
    body: [
      `Cada depósito de ${p.minDeposit} ou mais esta semana pode render um extra: reclame aqui depois de depositar e juntamos ${p.percent}% em crédito promocional, até ${p.cap}.`,
      `Aposte ${p.wagering} vezes o bónus em ${p.days} dias para o transformar em dinheiro.`,
    ],
    terms: [
      "Uma vez por jogador.",
      "Calculado sobre o seu último depósito dos últimos 7 dias.",
      `Aposta de ${p.wagering}× em ${p.days} dias; um bónus com aposta de cada vez.`,
    ],
  },
});

/** The retention offer the operator sends to one player at a time. */
export const retentionTexts: Texts = (p) => ({
  en: {
    title: `We miss you: ${p.amount} on us`,
    summary: `It's been a while. Here is ${p.amount} of promo credit, just for you.`,
    body: [
      `We have not seen you at ${p.site} for a while, so here is a personal offer: take ${p.amount} of promo credit and try what is new in the lobby.`,
      `Stake it ${p.wagering} times within ${p.days} days and what remains is yours to withdraw.`,
    ],
    terms: [
      "This offer is personal and can be taken once.",
      `Wagering ${p.wagering}× within ${p.days} days.`,
    ],
  },
  fr: {
    title: `Vous nous manquez : ${p.amount} offerts`,
    summary: `Cela fait un moment. Voici ${p.amount} de crédit promo, rien que pour vous.`,
    body: [
      `Nous ne vous avons pas vu sur ${p.site} depuis un moment, alors voici une offre personnelle : prenez ${p.amount} de crédit promo et découvrez les nouveautés du lobby.`,
      `Misez-le ${p.wagering} fois en ${p.days} jours et le reste est à vous, retirable.`,
    ],
    terms: [
      "Cette offre est personnelle et ne peut être prise qu'une fois.",
      `Mise de ${p.wagering}× en ${p.days} jours.`,
    ],
  },
  sw: {
    title: `Tumekukosa: ${p.amount} bure`,
    summary: `Ni muda sasa. Hizi hapa ${p.amount} za mkopo wa promo, kwa ajili yako tu.`,
    body: [
      `Hatujakuona kwenye ${p.site} kwa muda, kwa hiyo hii ni ofa yako binafsi: chukua mkopo wa promo wa ${p.amount} na ujaribu mapya.`,
      `Weka dau mara ${p.wagering} ndani ya siku ${p.days} na kinachobaki ni chako kutoa.`,
    ],
    terms: [
      "Ofa hii ni yako binafsi na inachukuliwa mara moja.",
      `Dau mara ${p.wagering} ndani ya siku ${p.days}.`,
    ],
  },
  pt: {
    title: `Temos saudades: ${p.amount} oferecidos`,
    summary: `Já passou algum tempo. Aqui tem ${p.amount} de crédito promocional, só para si.`,
    body: [
      `Não o vemos no ${p.site} há algum tempo, por isso eis uma oferta pessoal: receba ${p.amount} de crédito promocional e experimente as novidades.`,
      `Aposte-o ${p.wagering} vezes em ${p.days} dias e o que restar é seu para levantar.`,
    ],
    terms: [
      "Esta oferta é pessoal e só pode ser aceite uma vez.",
      `Aposta de ${p.wagering}× em ${p.days} dias.`,
    ],
  },
});
