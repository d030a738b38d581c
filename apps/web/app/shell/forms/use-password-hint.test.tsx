import { siteSettingsSchema } from "@platform/contracts";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./field.tsx";
import { passwordHint } from "./use-password-hint.ts";

const t = (key: string) => `<${key}>`;
const untranslated = (key: string) => key;

describe("passwordHint", () => {
  it("states the default rule of spec §5", () => {
    expect(passwordHint(siteSettingsSchema.parse({ site: "T" }), t)).toBe("<auth.password_hint>");
  });

  it("states a site's own rule in the site's words, translated when the site gave them", () => {
    const settings = siteSettingsSchema.parse({
      site: "T",
      password_pattern: "^\\d{6}$",
      password_rule: "The password must be 6 digits",
    });
    expect(passwordHint(settings, t)).toBe("<validation.password_rule>");
    expect(passwordHint(settings, untranslated)).toBe("The password must be 6 digits");
  });

  it("never describes a site's pattern with the default rule's words", () => {
    const settings = siteSettingsSchema.parse({ site: "T", password_pattern: "^\\d{6}$" });
    expect(passwordHint(settings, t)).toBeUndefined();
  });
});

describe("the password field with its hint", () => {
  it("shows the rule before the first try, tied to the input by aria-describedby", () => {
    const html = renderToStaticMarkup(
      <Field name="password" type="password" label="Password" hint="4 to 8 letters and digits" />,
    );
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toContain(`<p id="${describedBy}" class="field__hint">4 to 8 letters and digits</p>`);
    expect(html).toContain('name="password"');
    expect(html).not.toContain("aria-invalid");
  });
});
