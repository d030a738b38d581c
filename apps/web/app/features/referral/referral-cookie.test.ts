import { describe, expect, test } from "vitest";
import { incomingReferralCode } from "./referral-cookie.ts";

describe("the referral code a visitor brings", () => {
  test("a share link's code wins and is stored; a stored one is reused; junk is ignored", () => {
    expect(incomingReferralCode(new URLSearchParams("ref=AB23CD45"), undefined)).toEqual({
      code: "AB23CD45",
      store: true,
    });
    expect(incomingReferralCode(new URLSearchParams("ref=AB23CD45"), "AB23CD45")).toEqual({
      code: "AB23CD45",
      store: false,
    });
    expect(incomingReferralCode(new URLSearchParams(""), "ZZ23CD45")).toEqual({
      code: "ZZ23CD45",
      store: false,
    });
    expect(incomingReferralCode(new URLSearchParams("ref=<script>"), undefined)).toEqual({
      code: null,
      store: false,
    });
  });
});
