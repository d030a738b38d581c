import { describe, expect, it } from "vitest";
import { isPrivatePath } from "./seo-tags.tsx";

describe("isPrivatePath", () => {
  it("keeps account, player and one-time pages out of search indexes", () => {
    for (const path of [
      "/account/settings",
      "/users/info",
      "/users",
      "/dev/outbox",
      "/autologin",
      "/reset-password",
    ]) {
      expect(isPrivatePath(path)).toBe(true);
    }
  });

  it("leaves public pages indexable", () => {
    for (const path of ["/", "/login", "/register", "/about-us", "/accounts-explained", "/userspace"]) {
      expect(isPrivatePath(path)).toBe(false);
    }
  });
});
