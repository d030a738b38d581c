import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { call } from "../test/games-test-app.ts";
import { CRASH_RULES_TEXT, type CrashRuleFacts, crashRuleSentences } from "./rules-text/rules-text.ts";
import { type CrashTestApp, createCrashTestApp } from "./test/crash-test-kit.ts";

/*
 * The crash rules in the player's language (issue 18): `GET /v1/crash/rules?locale=` answers the
 * sentences in en, fr, sw or pt, with the operator's figures in each; any other locale reads English.
 */

type RulesAnswer = { status: number; body: { data: { rules: string[]; max_profit: number } } };

let t: CrashTestApp;
beforeAll(async () => {
  t = await createCrashTestApp({ maxProfit: () => 123_456_789n });
});
afterAll(() => t.close());

const rulesOf = (query: string) =>
  call<RulesAnswer["body"]>(t.app, "GET", `/aggregator/v1/crash/rules?operator=alpha${query}`);

describe("the crash rules' language", () => {
  test("locale=fr answers French, with the operator's figures as English prints them", async () => {
    const english = await rulesOf("");
    const french = await rulesOf("&locale=fr");
    expect(french.status).toBe(200);
    expect(french.body.data.rules).toHaveLength(english.body.data.rules.length);
    expect(french.body.data.rules[0]).toMatch(/^L'issue de chaque manche est fixée/);
    expect(french.body.data.rules.join(" ")).not.toContain("cash-out");
    const profit = french.body.data.rules.find((rule) => rule.includes("123456789"));
    expect(profit).toContain("unités mineures de");
    expect(profit).toContain("1000000×");
    // Everything but the sentences is the same answer.
    expect({ ...french.body.data, rules: [] }).toEqual({ ...english.body.data, rules: [] });
  });

  test("an unknown locale answers English; a regional one its language", async () => {
    const english = await rulesOf("");
    expect(english.body.data.rules[0]).toMatch(/^Each round's outcome is fixed before it takes bets/);
    expect((await rulesOf("&locale=xx")).body.data.rules).toEqual(english.body.data.rules);
    expect((await rulesOf("&locale=pt-MZ")).body.data.rules[0]).toMatch(/^O resultado de cada ronda/);
    expect((await rulesOf("&locale=sw")).body.data.rules[0]).toMatch(/^Matokeo ya kila mzunguko/);
  });

  test("a malformed locale is refused like any bad query", async () => {
    expect((await rulesOf("&locale=x")).status).toBe(400);
  });
});

describe("every language's rule sentences", () => {
  const facts: CrashRuleFacts = {
    rtpPercent: 99,
    houseEdgePercent: 1,
    ratePerSecond: "0.06",
    maxProfit: 40000000,
    currency: "KES",
    maxMultiplier: 1000000,
  };
  const english = crashRuleSentences("en", facts);

  test.each(Object.keys(CRASH_RULES_TEXT))("%s quotes every figure where English does", (language) => {
    const sentences = crashRuleSentences(language, facts);
    expect(sentences).toHaveLength(english.length);
    sentences.forEach((sentence, index) => {
      expect(sentence).not.toBe(english[index]);
      for (const figure of ["99 %", "1 %", "0.06", "40000000", "KES", "1000000×", "1.01×", "1.00×"]) {
        expect(sentence.includes(figure), `${language} #${index}: ${figure}`).toBe(
          english[index]!.includes(figure),
        );
      }
    });
  });
});
