import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PASSWORD } from "../test/account-fixtures.ts";
import { createFicaTestApp, type FicaTestApp, ficaSite } from "../test/fica-fixtures.ts";
import { ficaDecide, ficaPending, ficaShow, grantRoleCommand } from "./fica-commands.ts";
import { OperatorError } from "./operator-commands.ts";

let f: FicaTestApp;
let lines: string[];
const out = (line: string) => lines.push(line);
beforeAll(async () => {
  f = await createFicaTestApp([ficaSite("kyc", { show_menu_fica: true })]);
});
afterAll(() => f.t.close());

describe("operator fica commands", () => {
  test("pending, show (saving the documents), reject with a reason, approve the resubmission", async () => {
    const db = f.t.testDb.db;
    const { token } = await f.player("kyc");
    const id = await f.submitAll("kyc", token);
    lines = [];
    await ficaPending(db, out, "kyc");
    expect(lines.some((line) => line.startsWith(id))).toBe(true);

    const dir = mkdtempSync(path.join(tmpdir(), "fica-show-"));
    try {
      lines = [];
      await ficaShow(db, out, id, dir);
      expect(lines[0]).toContain("pending");
      expect(readdirSync(dir).sort()).toEqual([
        `${id}-identity_document.jpeg`,
        `${id}-proof_of_address.pdf`,
        `${id}-selfie.png`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    await expect(ficaDecide(db, out, id, "rejected", { by: "Ama" })).rejects.toBeInstanceOf(OperatorError);
    await expect(ficaDecide(db, out, id, "approved", { by: " " })).rejects.toThrow(/--by/);
    lines = [];
    await ficaDecide(db, out, id, "rejected", { by: "Ama", reason: "The selfie is blurred." });
    expect(lines[0]).toMatch(/rejected by Ama \(cli\)/);
    await expect(ficaDecide(db, out, id, "approved", { by: "Ama" })).rejects.toThrow(/already rejected/);
    const info = (await f.call("GET", "/api/fica/info", { site: "kyc", token })).json().data;
    expect(info).toMatchObject({ status: "rejected", reason: "The selfie is blurred." });

    const again = await f.submitAll("kyc", token);
    await ficaDecide(db, out, again, "approved", { by: "Ama" });
    const profile = (await f.call("GET", "/api/user/profile", { site: "kyc", token })).json().data;
    expect(profile.approved_fica_status).toBe(true);
    await expect(ficaShow(db, out, "nope")).rejects.toThrow(/no such FICA case/);
  });

  test("roles grant gives a player the reviewer role once; unknown roles and accounts are refused", async () => {
    const db = f.t.testDb.db;
    const email = `staff-${Date.now()}@kyc.test`;
    const registered = await f.call("POST", "/api/session/register", {
      site: "kyc",
      body: {
        email,
        phone_number: `07${Math.floor(Math.random() * 9e7 + 1e7)}`,
        password: PASSWORD,
        confirm_password: PASSWORD,
        age_confirmed: true,
        terms_accepted: true,
      },
    });
    expect(registered.statusCode).toBe(200);
    const token = registered.json().data.token;
    expect((await f.call("GET", "/api/operator/fica/cases", { site: "kyc", token })).statusCode).toBe(403);
    lines = [];
    await grantRoleCommand(db, out, "kyc", email, "fica_reviewer");
    await grantRoleCommand(db, out, "kyc", email, "fica_reviewer");
    expect(lines).toEqual([
      `${email} on kyc is now fica_reviewer.`,
      `${email} on kyc was already fica_reviewer.`,
    ]);
    expect((await f.call("GET", "/api/operator/fica/cases", { site: "kyc", token })).statusCode).toBe(200);
    await expect(grantRoleCommand(db, out, "kyc", email, "admin")).rejects.toThrow(/Unknown role/);
    await expect(grantRoleCommand(db, out, "kyc", "nobody@kyc.test", "fica_reviewer")).rejects.toThrow(
      /No account/,
    );
    await expect(grantRoleCommand(db, out, "nosite", email, "fica_reviewer")).rejects.toThrow(/No site/);
  });
});
