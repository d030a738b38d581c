import { describe, expect, it } from "vitest";
import { limitsChange } from "./limits-form.ts";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe("limitsChange", () => {
  it("sends new limits and leaves untouched periods out", () => {
    expect(
      limitsChange(form({ day: "150", current_day: "", week: "", current_week: "", month: "" })),
    ).toEqual({ day: "150" });
  });

  it("treats 150 and 150.00 as unchanged, so a waiting raise is not cancelled", () => {
    expect(
      limitsChange(form({ day: "150", current_day: "150.00", week: "1 000", current_week: "" })),
    ).toEqual({ week: "1000" });
  });

  it("an emptied field removes the limit; an unreadable one is passed on to be refused", () => {
    expect(limitsChange(form({ day: "", current_day: "150.00", month: "abc", current_month: "" }))).toEqual({
      day: null,
      month: "abc",
    });
  });

  it("a form without the fields changes nothing", () => {
    expect(limitsChange(form({ intent: "deposit-limits" }))).toEqual({});
  });
});
