import { describe, expect, test } from "vitest";
import { nextDueAfter } from "./reality-check-dialog.tsx";
import { translateSaferMessage } from "./safer-messages.ts";
import { formatElapsed } from "./use-session-elapsed.ts";

const dictionary: Record<string, string> = {
  "safer.refused.self_exclusion_login": "Exclu jusqu'au [date].",
  "safer.refused.time_out_deposit": "En pause jusqu'au [date], pas de dépôt.",
  "safer.error.password_wrong": "Mot de passe incorrect.",
  "safer.refused.self_exclusion_register": "Exclu jusqu'au [date], pas de nouveau compte.",
};
const t = (key: string, params?: Record<string, string | number>) =>
  (dictionary[key] ?? key).replace(/\[(\w+)\]/g, (_, name: string) => String(params?.[name] ?? `[${name}]`));
const format = (iso: string) => `<${iso}>`;

describe("translateSaferMessage", () => {
  test("the API's refusals become the dictionary's sentence with the end date shown by the site", () => {
    expect(
      translateSaferMessage(
        "You have excluded yourself from gambling until 2026-11-01 10:05 UTC. You can log in again after that.",
        t,
        format,
      ),
    ).toBe("Exclu jusqu'au <2026-11-01T10:05:00.000Z>.");
    expect(
      translateSaferMessage(
        "You are taking a break from gambling until 2026-05-02 09:00 UTC. Deposits are not possible before then.",
        t,
        format,
      ),
    ).toBe("En pause jusqu'au <2026-05-02T09:00:00.000Z>, pas de dépôt.");
    expect(translateSaferMessage("The password is incorrect.", t, format)).toBe("Mot de passe incorrect.");
    // Registration refused on a brand of the operator the player excluded on.
    expect(
      translateSaferMessage(
        "You have excluded yourself from gambling until 2027-05-01 10:00 UTC. You cannot open an account before then.",
        t,
        format,
      ),
    ).toBe("Exclu jusqu'au <2027-05-01T10:00:00.000Z>, pas de nouveau compte.");
  });

  test("without the key, or for another message, the API's words stay", () => {
    const timeOut =
      "You are taking a break from gambling until 2026-05-02 09:00 UTC. You can log in again after that.";
    expect(translateSaferMessage(timeOut, t, format)).toBe(timeOut);
    expect(translateSaferMessage("Something else.", t, format)).toBe("Something else.");
  });
});

describe("the reality check's clock", () => {
  test("the next check after Continue is the next whole interval from the session's start", () => {
    expect(nextDueAfter(903, 15)).toBe(1800);
    expect(nextDueAfter(1800, 15)).toBe(2700);
    expect(nextDueAfter(10, 60)).toBe(3600);
  });

  test("elapsed seconds read as hours, minutes and seconds", () => {
    expect(formatElapsed(0)).toBe("00:00:00");
    expect(formatElapsed(754)).toBe("00:12:34");
    expect(formatElapsed(3 * 3600 + 5)).toBe("03:00:05");
    expect(formatElapsed(120 * 3600)).toBe("120:00:00");
  });
});
