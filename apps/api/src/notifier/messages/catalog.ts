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
  /** Confirms the address given at registration (email sites without a registration code). */
  verifyEmail(vars: { site: string; link: string; hours: number }): { subject: string; text: string };
  /** Tells the old phone and email that a credential changed, so a takeover does not go unseen. */
  accountChanged(vars: { site: string; change: AccountChange; time: string }): {
    subject: string;
    text: string;
  };
}

export type AccountChange = "phone" | "email" | "password";
