/** The texts of outbound messages in one language; `site` is the operator's name. */
export interface MessageCatalog {
  otp(vars: { site: string; code: string; minutes: number }): { subject: string; text: string };
  resetPassword(vars: { site: string; link: string; code: string; minutes: number }): {
    subject: string;
    text: string;
  };
  confirmEmail(vars: { site: string; link: string; code: string; hours: number }): {
    subject: string;
    text: string;
  };
}
