import type { PageWriter } from "./static-pages.ts";

export const pagesEn: PageWriter = (o) => ({
  "about-us": {
    title: `About ${o.site}`,
    keywords: `${o.site}, about us, licensed betting, sports betting, casino, lotto`,
    body: [
      {
        text: `${o.site} is an online betting and gaming site operated by ${o.company}. We bring sports betting, live in-play markets, casino games and lottery draws together in one account, with one wallet and one balance.`,
      },
      {
        heading: "Licensed and regulated",
        text: `${o.site} holds licence ${o.licence} issued by ${o.regulator}. Every game we offer uses certified random number generation, and our payout rates are audited by independent testing laboratories.`,
      },
      {
        heading: "Built for mobile",
        text: "Our site is designed for phones first: pages load quickly on slow networks, and deposits and withdrawals go straight to the mobile money wallets and bank accounts our players already use.",
      },
      {
        heading: "Talk to us",
        text: `Our support team is available every day of the year. Write to ${o.email} or call ${o.phone}; we aim to answer every message within one hour.`,
      },
    ],
  },
  "terms-and-conditions": {
    title: "Terms and conditions",
    keywords: `${o.site} terms, betting rules, account rules, withdrawals, bonuses`,
    body: [
      {
        text: `These terms govern your use of ${o.site}, operated by ${o.company} under licence ${o.licence}. By opening an account you confirm that you have read and accept them.`,
      },
      {
        heading: "1. Your account",
        text: "You must be at least 18 years old and may hold only one account. The details you give at registration must be true and your own. We may ask you to verify your identity (FICA) before you can play or withdraw.",
      },
      {
        heading: "2. Bets and games",
        text: "A bet is accepted once it appears in your bet history with a ticket number. Odds may change until that moment. Obvious errors in odds or results may be corrected, and the affected bets settled at the correct price.",
      },
      {
        heading: "3. Deposits and withdrawals",
        text: "Deposits and withdrawals are limited by the minimum and maximum amounts shown in the cashier. Withdrawals are paid only to a payment method registered in your own name, and may be held while we complete security checks.",
      },
      {
        heading: "4. Bonuses and promotions",
        text: "Each promotion has its own rules, shown on its page, including wagering requirements and expiry dates. Promo credit cannot be withdrawn until those requirements are met. Abuse of promotions may lead to their removal.",
      },
      {
        heading: "5. Complaints",
        text: `If you are unhappy with our service, contact ${o.email}. We answer every complaint within 14 days. If you are not satisfied with our answer you may refer the matter to ${o.adr}.`,
      },
    ],
  },
  "responsible-gaming": {
    title: "Responsible gaming",
    keywords: `${o.site}, responsible gaming, deposit limits, self-exclusion, gambling help`,
    body: [
      {
        text: "Betting should be entertainment, never a way to make money or escape problems. We give you simple tools to stay in control, and we will never stand in the way of a player who wants to stop.",
      },
      {
        heading: "Set your limits",
        text: "From your account settings you can set daily, weekly or monthly deposit limits. A lower limit applies at once; a higher limit only after 24 hours, so that every decision to raise it is a considered one.",
      },
      {
        heading: "Take a break",
        text: "You can pause your account for 24 hours, a week or a month, or exclude yourself for six months or more. During a self-exclusion we will not accept bets or send you marketing messages.",
      },
      {
        heading: "Warning signs",
        text: "Chasing losses, betting with money meant for rent or food, borrowing to gamble or hiding your betting from family are signs that gambling is becoming a problem. If you recognise them, talk to someone today.",
      },
      {
        heading: "Protecting minors",
        text: `Gambling is for adults only. We verify the age of every player, and we recommend parental control software on any device a child can use. Need help now? Contact ${o.email} and we will point you to free, confidential support.`,
      },
    ],
  },
  "privacy-policy": {
    title: "Privacy policy",
    keywords: `${o.site} privacy, personal data, cookies, data protection`,
    body: [
      {
        text: `${o.company} is responsible for the personal data you give to ${o.site}. This policy explains what we collect, why, and the choices you have.`,
      },
      {
        heading: "What we collect",
        text: "Your name, phone number, email address, date of birth and identity documents; your transactions and betting history; and technical data such as your device, browser and IP address.",
      },
      {
        heading: "Why we use it",
        text: "To run your account and pay your winnings, to meet our legal duties on age checks, fraud and money laundering, to keep the site secure, and, only if you agree, to send you offers.",
      },
      {
        heading: "Cookies",
        text: "We use cookies to keep you logged in, to remember your language and to measure how the site is used. Affiliate cookies record which partner sent you to us and expire after 30 days.",
      },
      {
        heading: "Your rights",
        text: `You may ask for a copy of your data, ask us to correct it, or object to marketing at any time. Write to ${o.email}. We keep account records for as long as the law and our licence require.`,
      },
    ],
  },
});
