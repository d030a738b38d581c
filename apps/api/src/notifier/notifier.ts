export type Channel = "sms" | "email";

export interface OutboundMessage {
  siteCode: string;
  channel: Channel;
  /** International phone digits ("243812345678") or an email address. */
  to: string;
  subject?: string;
  text: string;
  /** Why it was sent (register, forgot_password, reset_password, confirm_email ...), for audits. */
  purpose: string;
}

/** The one way features send messages; transports decide where they go. */
export interface Notifier {
  send(message: OutboundMessage): Promise<void>;
}

/** Routes each message to the transport of its channel. */
export class ChannelNotifier implements Notifier {
  constructor(private readonly transports: Record<Channel, Notifier>) {}

  send(message: OutboundMessage): Promise<void> {
    return this.transports[message.channel].send(message);
  }
}
