import { describe, expect, it } from "vitest";
import { csvField, EXPORT_COLUMNS, exportFileName, toCsv, toJson } from "./history-export.ts";
import { ownBet } from "./test-bets.ts";

const HASH = "4488d92d89d0ed7fbb2ea23b219d569f63207e32fc44b957858838835c1719f1";
const cashed = ownBet("0b7f9c1e-4a00-4000-8000-000000000001", 42, {
  state: "cashed_out",
  amount: 1_250,
  auto_cash_out: 200,
  cash_out_multiplier: 157,
  cash_out_kind: "manual",
  payout: 1_962,
  crash_point: 246,
  hash: HASH,
  settled: true,
});
const open = ownBet("0b7f9c1e-4a00-4000-8000-000000000002", 43, { slot: 2, amount: 500, currency: "UGX" });

describe("the history export", () => {
  it("writes one CSV line per bet under a header, amounts in minor and major units, hashes revealed", () => {
    const lines = toCsv([cashed, open]).split("\r\n");
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(","));
    expect(lines[1]).toBe(
      `0b7f9c1e-4a00-4000-8000-000000000001,42,2030-01-01T00:00:42.000Z,1,KES,1250,12.50,2.00,cashed_out,1.57,manual,1962,19.62,,2.46,${HASH},true`,
    );
    // A round not ended: no crash point nor hash yet; UGX has no decimals.
    expect(lines[2]).toBe(
      "0b7f9c1e-4a00-4000-8000-000000000002,43,2030-01-01T00:00:43.000Z,2,UGX,500,500,,active,,,,,,,,false",
    );
    expect(lines[3]).toBe("");
    expect(lines).toHaveLength(4);
  });

  it("quotes what needs quoting and never lets a spreadsheet run a value as a formula", () => {
    expect(csvField('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("@cmd")).toBe("'@cmd");
    expect(csvField(-5)).toBe("-5");
    expect(csvField(null)).toBe("");
    expect(csvField(false)).toBe("false");
  });

  it("writes JSON with the chains that let each round be checked", () => {
    const chains = [{ id: 1, first_round: 1, terminating_hash: HASH, salt: "salt" }];
    const parsed = JSON.parse(toJson([cashed], chains, new Date("2030-01-02T03:04:05Z"))) as {
      exported_at: string;
      chains: unknown;
      bets: Record<string, unknown>[];
      how_to_check: string;
    };
    expect(parsed.exported_at).toBe("2030-01-02T03:04:05.000Z");
    expect(parsed.chains).toEqual(chains);
    expect(parsed.bets[0]).toMatchObject({ round: 42, hash: HASH, crash_point: "2.46", payout_minor: 1_962 });
    expect(Object.keys(parsed.bets[0]!)).toEqual([...EXPORT_COLUMNS]);
    expect(parsed.how_to_check).toMatch(/SHA-256/);
  });

  it("names the file after the site and the day", () => {
    const at = new Date("2030-01-02T03:04:05Z");
    expect(exportFileName("base2", at, "csv")).toBe("crash-history-base2-2030-01-02.csv");
    expect(exportFileName("../evil", at, "json")).toBe("crash-history-evil-2030-01-02.json");
  });
});
