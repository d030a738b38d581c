import type { Database } from "../db/database.ts";
import { grantRole, isRole } from "../operator/roles.ts";
import type { PasswordHasher } from "../security/password-hasher.ts";
import { internationalPhone } from "../users/phone.ts";
import { findUserByEmail, findUserByPhone, insertUser } from "../users/user-repository.ts";
import type { DemoPlayer } from "./demo-site.ts";

/**
 * Creates each demo player once. An existing account is left alone (its password may have been
 * changed while trying the site), and skipping it avoids hashing on every start; its roles are
 * granted again (a no-op when held).
 */
export async function seedPlayers(
  db: Database,
  site: { id: number; callingCode: string; defaultLanguage: string },
  players: DemoPlayer[],
  hasher: PasswordHasher,
): Promise<void> {
  for (const player of players) {
    const phone = player.phone_number ? internationalPhone(site.callingCode, player.phone_number) : null;
    const email = player.email?.toLowerCase() ?? null;
    const existing =
      (phone && (await findUserByPhone(db, site.id, phone))) ||
      (email && (await findUserByEmail(db, site.id, email)));
    const account =
      existing ||
      (await insertUser(db, {
        siteId: site.id,
        phone,
        callingCode: site.callingCode,
        email,
        emailVerified: email !== null,
        passwordHash: await hasher.hash(player.password),
        fullName: player.full_name,
        locale: site.defaultLanguage,
      }));
    for (const role of player.roles ?? []) {
      if (!isRole(role)) throw new Error(`unknown role ${role}`);
      await grantRole(db, account.id, role, "seed");
    }
  }
}
