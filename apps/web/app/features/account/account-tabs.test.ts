import { describe, expect, it } from "vitest";
import { accountTabsFor, selectedTab } from "./account-tabs.ts";

describe("accountTabsFor", () => {
  it("hides the FICA tab unless the menu or the FICA requirement needs it", () => {
    const off = { show_menu_fica: false, required_fica_to_play: false };
    expect(accountTabsFor(off)).not.toContain("my-fica");
    expect(accountTabsFor({ ...off, show_menu_fica: true })).toContain("my-fica");
    expect(accountTabsFor({ ...off, required_fica_to_play: true })).toContain("my-fica");
  });
});

describe("selectedTab", () => {
  const tabs = accountTabsFor({ show_menu_fica: false, required_fica_to_play: false });
  it("picks the requested tab, else the first", () => {
    expect(selectedTab(tabs, "change-password")).toBe("change-password");
    expect(selectedTab(tabs, null)).toBe("my-details");
    expect(selectedTab(tabs, "my-fica")).toBe("my-details");
    expect(selectedTab(tabs, "nonsense")).toBe("my-details");
  });
});
