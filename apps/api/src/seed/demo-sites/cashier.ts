import type { DemoGateway, Localized } from "../demo-site.ts";

/*
 * The demo sites' payment methods. Every one is a sandbox (no money leaves the machine): the card
 * gateway has its own hosted page (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined,
 * 4000 0000 0000 0077 pays a few seconds later), mobile money sends a code to the phone (read it
 * at /dev/outbox), the bank pays out after a moment. M-Pesa appears where it is configured.
 */

const CARD_GUIDE: Localized<string[]> = {
  en: [
    "Enter the amount and choose the card.",
    "Fill in your card on the secure payment page: the site never sees the number.",
    "Your balance updates as soon as the bank confirms.",
  ],
  fr: [
    "Saisissez le montant et choisissez la carte.",
    "Renseignez votre carte sur la page de paiement sécurisée : le site ne voit jamais le numéro.",
    "Votre solde est mis à jour dès que la banque confirme.",
  ],
  sw: [
    "Weka kiasi na uchague kadi.",
    "Jaza kadi yako kwenye ukurasa salama wa malipo: tovuti haioni nambari kamwe.",
    "Salio lako linasasishwa mara benki inapothibitisha.",
  ],
  pt: [
    "Introduza o valor e escolha o cartão.",
    "Preencha o cartão na página de pagamento segura: o site nunca vê o número.",
    "O saldo é atualizado assim que o banco confirmar.",
  ],
};

function mobileMoneyGuide(name: string): Localized<string[]> {
  return {
    en: [
      `Enter the amount and the ${name} number to pay from.`,
      "We send a payment request to that phone with a confirmation code.",
      "Enter the code here to approve the payment.",
    ],
    fr: [
      `Saisissez le montant et le numéro ${name} à débiter.`,
      "Nous envoyons une demande de paiement à ce téléphone avec un code de confirmation.",
      "Saisissez le code ici pour approuver le paiement.",
    ],
    sw: [
      `Weka kiasi na nambari ya ${name} ya kulipa.`,
      "Tunatuma ombi la malipo kwa simu hiyo pamoja na nambari ya uthibitisho.",
      "Weka nambari hiyo hapa kuidhinisha malipo.",
    ],
    pt: [
      `Introduza o valor e o número ${name} a debitar.`,
      "Enviamos um pedido de pagamento para esse telefone com um código de confirmação.",
      "Introduza o código aqui para aprovar o pagamento.",
    ],
  };
}

export function cardDeposit(name = "Visa / Mastercard"): DemoGateway {
  return { code: "sandbox-card", direction: "deposit", name, method: "card", guide: CARD_GUIDE };
}

export function mobileMoney(name: string): DemoGateway[] {
  return [
    {
      code: "sandbox-mobile-money",
      direction: "deposit",
      name,
      method: "mobile_money",
      guide: mobileMoneyGuide(name),
    },
    { code: "sandbox-mobile-money", direction: "withdraw", name, method: "mobile_money" },
  ];
}

export function bankPayout(name: string): DemoGateway {
  return { code: "sandbox-bank", direction: "withdraw", name, method: "bank" };
}

/** Safaricom's M-Pesa (Daraja): listed, and offered only when MPESA_* is configured. */
export const MPESA: DemoGateway[] = [
  {
    code: "mpesa",
    direction: "deposit",
    name: "M-Pesa Express",
    method: "mobile_money",
    guide: mobileMoneyGuide("M-Pesa"),
  },
  { code: "mpesa", direction: "withdraw", name: "M-Pesa", method: "mobile_money" },
];

/** Five demo vouchers per site (`<PREFIX>-VOUCHER-1` … `-5`), each good once. */
export function demoVouchers(prefix: string, amount: string) {
  return Array.from({ length: 5 }, (_, index) => ({
    code: `${prefix}-VOUCHER-${index + 1}`,
    amount,
    credit: index < 3 ? ("cash" as const) : ("promo" as const),
  }));
}
