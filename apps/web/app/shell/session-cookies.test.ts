import { describe, expect, it } from "vitest";
import { clearSessionCookies, sessionCookies, toUserInfo } from "./session-cookies.ts";
import { testUser } from "./test-user.ts";

describe("toUserInfo", () => {
  it("maps first_name, last_name and phone_number to firstname, lastname and phone (spec §3)", () => {
    expect(toUserInfo(testUser)).toEqual({
      id: "u1",
      firstname: "Jean",
      lastname: "Mukendi",
      phone: "0812345678",
      approved_fica_status: false,
      isLogin: true,
    });
  });
});

describe("sessionCookies", () => {
  it("keeps the token httpOnly and the user info readable, both SameSite=Lax", () => {
    const [token, info] = sessionCookies("tok", testUser, true);
    expect(token).toMatch(/^session=tok; Max-Age=\d+; Path=\/; SameSite=Lax; HttpOnly; Secure$/);
    expect(info).toMatch(/^user_info=[^;]+; Max-Age=\d+; Path=\/; SameSite=Lax; Secure$/);
    expect(info).not.toContain("tok");
    expect(JSON.parse(decodeURIComponent(info!.split(";")[0]!.slice("user_info=".length)))).toMatchObject({
      id: "u1",
      isLogin: true,
    });
  });

  it("drops Secure on plain http (local development)", () => {
    expect(sessionCookies("tok", testUser, false).join()).not.toContain("Secure");
  });
});

describe("clearSessionCookies", () => {
  it("expires both cookies", () => {
    expect(clearSessionCookies().map((cookie) => cookie.split("; ").slice(0, 2).join("; "))).toEqual([
      "session=; Max-Age=0",
      "user_info=; Max-Age=0",
    ]);
  });
});
