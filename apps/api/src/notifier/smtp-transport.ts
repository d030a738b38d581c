import { createTransport, type Transporter } from "nodemailer";
import type { Notifier, OutboundMessage } from "./notifier.ts";

/** Email through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export class SmtpTransport implements Notifier {
  readonly #transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.#transporter = createTransport(smtpUrl);
  }

  async send(message: OutboundMessage): Promise<void> {
    await this.#transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject ?? message.purpose,
      text: message.text,
    });
  }
}
