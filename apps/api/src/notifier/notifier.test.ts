import { describe, expect, test } from "vitest";
import { messagesFor } from "./messages/index.ts";
import { ChannelNotifier, type Notifier, type OutboundMessage } from "./notifier.ts";
import { SmsGatewayTransport } from "./sms-gateway-transport.ts";

const sms: OutboundMessage = {
  siteCode: "s",
  channel: "sms",
  to: "243811",
  text: "Code 123456",
  purpose: "register",
};

describe("notifier", () => {
  test("routes each channel to its transport", async () => {
    const sent: string[] = [];
    const record = (name: string): Notifier => ({ send: async () => void sent.push(name) });
    const notifier = new ChannelNotifier({ sms: record("sms"), email: record("email") });
    await notifier.send(sms);
    await notifier.send({ ...sms, channel: "email", to: "a@b.test" });
    expect(sent).toEqual(["sms", "email"]);
  });

  test("the SMS gateway gets {to, text} with the bearer key; a failure throws", async () => {
    let request: { body: unknown; authorization: string | null } | undefined;
    const ok = new SmsGatewayTransport("https://sms.test/send", "key-1", async (_url, init) => {
      request = {
        body: JSON.parse(String(init?.body)),
        authorization: new Headers(init?.headers).get("authorization"),
      };
      return new Response(null, { status: 202 });
    });
    await ok.send(sms);
    expect(request).toEqual({
      body: { to: "+243811", text: "Code 123456", reference: "register" },
      authorization: "Bearer key-1",
    });
    const failing = new SmsGatewayTransport(
      "https://sms.test/send",
      undefined,
      async () => new Response(null, { status: 500 }),
    );
    await expect(failing.send(sms)).rejects.toThrow("SMS gateway answered 500");
  });

  test("messages exist in each language, English otherwise", () => {
    const vars = { site: "S", code: "123456", minutes: 10 };
    expect(messagesFor("fr").otp(vars).text).toContain("123456");
    expect(messagesFor("sw").otp(vars).text).toContain("dakika 10");
    expect(messagesFor("pt-BR").otp(vars).text).toContain("minutos");
    expect(messagesFor("de").otp(vars).text).toBe(messagesFor("en").otp(vars).text);
  });
});
