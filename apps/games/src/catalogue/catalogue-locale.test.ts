import type { GameDetail, Lobby } from "@platform/contracts";
import { savannaSunset } from "@platform/slots";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { slotEngine } from "../engine.ts";
import { call, createGamesTestApp, type GamesTestApp } from "../test/games-test-app.ts";
import { fr } from "./content/fr.ts";
import { sw } from "./content/sw.ts";

/* The catalogue in the language the site asks for (issue 16): the real games, their French words. */

let t: GamesTestApp;
type Data<T> = { status: string; data: T };

beforeAll(async () => {
  t = await createGamesTestApp({ engine: slotEngine });
});
afterAll(async () => {
  await t.close();
});

const SLUG = "savanna-sunset";
const english = slotEngine.games.get(SLUG)!.definition;
const french = fr.games[SLUG]!;

async function detail(query: string): Promise<GameDetail> {
  const { status, body } = await call<Data<GameDetail>>(
    t.app,
    "GET",
    `/aggregator/v1/games/${SLUG}?${query}`,
  );
  expect(status).toBe(200);
  return body.data;
}

describe("game content per locale", () => {
  test("GET /v1/games/:slug?locale=fr: French description, symbol names, rules and lines; the name stays", async () => {
    const game = await detail("operator=alpha&locale=fr");
    expect(game.name).toBe(savannaSunset.name);
    expect(game.description).toBe(french.description);
    expect(game.lines).toBe("20 lignes");
    const names = Object.fromEntries(game.paytable.map((entry) => [entry.symbol, entry.name]));
    expect(names).toEqual(french.symbols);
    expect(names.ELEPHANT).toBe("Éléphant");
    expect(game.rules).toHaveLength(english.rules.length);
    for (const [index, rule] of english.rules.entries())
      expect(game.rules[index]).toBe(french.rules?.[rule] ?? fr.rules[rule]);
    expect(game.rules).toContain(
      "Les gains en ligne se lisent de gauche à droite sur des rouleaux adjacents, en partant du rouleau le plus à gauche.",
    );
    // Only the words change: the math is the same game's.
    const base = await detail("operator=alpha");
    expect(game.paytable.map(({ name: _, ...entry }) => entry)).toEqual(
      base.paytable.map(({ name: _, ...entry }) => entry),
    );
    expect({ ...game, description: "", lines: "", paytable: [], rules: [] }).toEqual({
      ...base,
      description: "",
      lines: "",
      paytable: [],
      rules: [],
    });
  });

  test("a regional locale reads its language; an unknown locale or none is English", async () => {
    expect((await detail("operator=alpha&locale=sw-KE")).description).toBe(sw.games[SLUG]!.description);
    for (const query of ["operator=alpha&locale=xx", "operator=alpha&locale=en", "operator=alpha"]) {
      const game = await detail(query);
      expect(game.description).toBe(english.description);
      expect(game.rules).toEqual(english.rules);
      expect(game.paytable.map((entry) => entry.name)).toEqual(english.paytable.map((entry) => entry.name));
      expect(game.lines).toBe("20 lines");
    }
  });

  test("GET /v1/lobby?locale=fr: category names and lines in French, game names as they are", async () => {
    const lobby = async (locale: string) =>
      (
        await call<Data<Lobby>>(
          t.app,
          "GET",
          `/aggregator/v1/lobby?operator=alpha&featured=bitville:savanna-sunset&locale=${locale}`,
        )
      ).body.data;
    const [inFrench, inEnglish] = await Promise.all([lobby("fr"), lobby("xx")]);
    expect(inFrench.categories).toEqual([
      { id: "slots", name: fr.categories.slots },
      { id: "classic", name: fr.categories.classic },
    ]);
    expect(inEnglish.categories).toEqual([
      { id: "slots", name: "Slots" },
      { id: "classic", name: "Classic slots" },
    ]);
    expect(inFrench.games.map((game) => game.name)).toEqual(inEnglish.games.map((game) => game.name));
    expect(inFrench.games.find((game) => game.slug === "kilimanjaro-ascent")?.lines).toBe(
      "243 façons de gagner",
    );
    expect(inFrench.featured.find((game) => game.slug === "savanna-sunset")?.lines).toBe("20 lignes");
  });
});
