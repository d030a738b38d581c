import { describe, expect, it } from "vitest";
import { accountTabsFor, selectedTab } from "./account-tabs.ts";

const off = {
  show_menu_fica: false,
  required_fica_to_play: false,
  show_menu_banking: false,
  allow_deposit: true,
};

describe("accountTabsFor", () => {
  it("hides the FICA tab unless the menu or the FICA requirement needs it", () => {
    expect(accountTabsFor(off)).not.toContain("my-fica");
    expect(accountTabsFor({ ...off, show_menu_fica: true })).toContain("my-fica");
    expect(accountTabsFor({ ...off, required_fica_to_play: true })).toContain("my-fica");
  });

  it("offers safer gambling after sessions, on every site (deposit limits inside it only with deposits)", () => {
    expect(accountTabsFor(off)).toEqual([
      "my-details",
      "change-email",
      "change-phone",
      "change-password",
      "sessions",
      "safer-gambling",
      "deactivate",
    ]);
    expect(accountTabsFor({ ...off, allow_deposit: false })).toContain("safer-gambling");
  });
});

describe("the banking tab", () => {
  it("shows only where banking details are on (settings.show_menu_banking)", () => {
    expect(accountTabsFor(off)).not.toContain("banking");
    expect(accountTabsFor({ ...off, show_menu_banking: true })).toContain("banking");
    expect(selectedTab(accountTabsFor(off), "banking")).toBe("my-details");
  });
});

describe("selectedTab", () => {
  const tabs = accountTabsFor(off);
  it("picks the requested tab, else the first", () => {
    expect(selectedTab(tabs, "change-password")).toBe("change-password");
    expect(selectedTab(tabs, null)).toBe("my-details");
    expect(selectedTab(tabs, "my-fica")).toBe("my-details");
    expect(selectedTab(tabs, "nonsense")).toBe("my-details");
  });
});
