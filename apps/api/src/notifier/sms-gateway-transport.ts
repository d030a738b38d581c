import type { Notifier, OutboundMessage } from "./notifier.ts";

const TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP gateway: POST SMS_GATEWAY_URL with JSON {to, text, reference} and a bearer
 * key. Most providers (Africa's Talking, Twilio, Infobip) take this shape behind a small proxy.
 */
export class SmsGatewayTransport implements Notifier {
  constructor(
    private readonly url: string,
    private readonly apiKey: string | undefined,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: OutboundMessage): Promise<void> {
    const response = await this.fetchImpl(this.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}),
      },
      body: JSON.stringify({ to: `+${message.to}`, text: message.text, reference: message.purpose }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}
