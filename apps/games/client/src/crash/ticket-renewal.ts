/*
 * The live ticket's renewal (docs/decisions/039 §Sessions that end): a crash socket keeps the
 * player's channel only while its ticket lasts (minutes), so before it expires the page asks its
 * session again, which answers a fresh ticket only while the player is still logged in at the
 * platform. A refusal (logged out, session revoked elsewhere) is final: the page says so, and the
 * server closes the socket when the old ticket expires. A lost answer is tried again.
 */

export interface RenewedTicket {
  ticket: string;
  /** Seconds the ticket lasts from the answer. */
  expires_in: number;
}

export interface TicketRenewalOptions {
  /** Asks the session for a fresh ticket (GET /v1/crash/sessions/:id). */
  renew: () => Promise<RenewedTicket>;
  /** A fresh ticket: sent on the open socket, and the next connection's. */
  renewed: (ticket: string) => void;
  /** The player's platform session has ended: no ticket will come. */
  ended: () => void;
  /** Whether a failure is that ending (401), not a lost answer. */
  isEnd: (error: unknown) => boolean;
}

/** Renewed at this share of the ticket's life, leaving the rest for retries of a lost answer. */
export const RENEW_AT = 0.6;
/** A lost answer is asked again after this long. */
export const RETRY_MS = 10_000;
/** Never sooner than this, whatever a (clock-skewed, tiny) expiry says. */
const MIN_DELAY_MS = 5_000;

export function renewalDelayMs(expiresInSeconds: number): number {
  return Math.max(MIN_DELAY_MS, expiresInSeconds * 1000 * RENEW_AT);
}

export class TicketRenewal {
  readonly #o: TicketRenewalOptions;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #stopped = false;

  constructor(options: TicketRenewalOptions) {
    this.#o = options;
  }

  /** Schedules the renewal of a ticket that lasts this many seconds. */
  start(expiresInSeconds: number): void {
    this.#schedule(renewalDelayMs(expiresInSeconds));
  }

  /** Renews at once (the socket reconnected after its ticket expired and lost the player's channel). */
  now(): void {
    this.#schedule(0);
  }

  stop(): void {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #schedule(delay: number): void {
    if (this.#stopped) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#renew(), delay);
  }

  async #renew(): Promise<void> {
    this.#timer = null;
    let fresh: RenewedTicket;
    try {
      fresh = await this.#o.renew();
    } catch (error) {
      if (this.#stopped) return;
      if (this.#o.isEnd(error)) {
        this.stop();
        this.#o.ended();
      } else {
        this.#schedule(RETRY_MS);
      }
      return;
    }
    if (this.#stopped) return;
    this.#o.renewed(fresh.ticket);
    this.start(fresh.expires_in);
  }
}
