import { hash, verify } from "@node-rs/argon2";

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. Tests may pass cheaper parameters. */
export const PRODUCTION_ARGON2: Argon2Params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** argon2id (the library's default algorithm) with a per-hash random salt, as a PHC string. */
export class PasswordHasher {
  #dummy: Promise<string> | undefined;

  constructor(private readonly params: Argon2Params = PRODUCTION_ARGON2) {}

  hash(password: string): Promise<string> {
    return hash(password, this.params);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash is a failed login, not a server error.
      return false;
    }
  }

  /**
   * Spends the same time as a real check when no account matches, so response times do not tell
   * which phone numbers or emails are registered.
   */
  async verifyNothing(password: string): Promise<false> {
    this.#dummy ??= this.hash("timing-equaliser");
    await this.verify(await this.#dummy, password);
    return false;
  }
}
