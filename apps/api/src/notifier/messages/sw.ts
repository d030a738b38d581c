import type { MessageCatalog } from "./catalog.ts";

export const sw: MessageCatalog = {
  otp: ({ site, code, minutes }) => ({
    subject: `Nambari ya uthibitisho ya ${site}`,
    text: `Nambari yako ya ${site} ni ${code}. Itaisha baada ya dakika ${minutes}. Usimpe mtu yeyote.`,
  }),
  resetPassword: ({ site, link, code, minutes }) => ({
    subject: `Weka upya nenosiri lako la ${site}`,
    text: `Fungua kiungo hiki kuchagua nenosiri jipya: ${link}\n\nAu weka nambari hii: ${code}\n\nItaisha baada ya dakika ${minutes}. Kama hukuomba hili, puuza ujumbe huu.`,
  }),
  confirmEmail: ({ site, link, code, hours }) => ({
    subject: `Thibitisha barua pepe yako mpya ya ${site}`,
    text: `Fungua kiungo hiki kuthibitisha barua pepe yako mpya: ${link}\n\nAu weka nambari hii: ${code}\n\nItaisha baada ya saa ${hours}.`,
  }),
  verifyEmail: ({ site, link, hours }) => ({
    subject: `Thibitisha barua pepe yako ya ${site}`,
    text: `Karibu ${site}! Fungua kiungo hiki kuthibitisha barua pepe yako: ${link}\n\nItaisha baada ya saa ${hours}. Kama hukujisajili, puuza ujumbe huu.`,
  }),
  accountChanged: ({ site, change, time }) => {
    const what = change === "password" ? "Nenosiri" : change === "email" ? "Barua pepe" : "Nambari ya simu";
    return {
      subject: `${what} ya akaunti yako ya ${site} imebadilishwa`,
      text: `${what} ya akaunti yako ya ${site} ilibadilishwa tarehe ${time}. Kama si wewe, weka upya nenosiri lako mara moja na uwasiliane na huduma kwa wateja.`,
    };
  },
};
