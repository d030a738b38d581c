import { randomBytes, randomInt } from "node:crypto";
import type { SiteSettingsInput } from "@platform/contracts";
import sharp from "sharp";
import { expect } from "vitest";
import type { DemoSite } from "../seed/demo-site.ts";
import { caller, PASSWORD } from "./account-fixtures.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** A tenant for FICA tests: phone registration without a code, FICA switched by `settings`. */
export function ficaSite(siteCode: string, settings: Omit<SiteSettingsInput, "site">): DemoSite {
  return {
    site_code: siteCode,
    domains: [`${siteCode}.test`],
    languages: ["en"],
    settings: { auth_attempt_by: "phone", ...settings, site: `Site ${siteCode}` },
    seo: {},
    pages: [],
    banners: {},
    players: [
      {
        email: `operator@${siteCode}.test`,
        password: PASSWORD,
        full_name: "Reviewer",
        roles: ["fica_reviewer"],
      },
    ],
  };
}

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.filename !== undefined)
      head.push(`Content-Type: ${part.contentType ?? "application/octet-stream"}`);
    chunks.push(Buffer.from(`${head.join("\r\n")}\r\n\r\n`), Buffer.from(part.data), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small real photo; `gps` adds EXIF with a camera owner and a GPS position. */
export async function jpeg(options: { gps?: boolean; width?: number } = {}): Promise<Buffer> {
  const image = sharp({
    create: { width: options.width ?? 96, height: 64, channels: 3, background: { r: 200, g: 40, b: 60 } },
  }).jpeg();
  if (!options.gps) return image.toBuffer();
  return image
    .withExif({
      IFD0: { Copyright: "Camera Owner" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "33/1 55/1 1234/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "18/1 25/1 0/1",
      },
    })
    .toBuffer();
}

export function png(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 80, channels: 4, background: "#1e90ff" } })
    .png()
    .toBuffer();
}

/** A minimal well-formed PDF. */
export function pdf(body = "BT /F1 12 Tf 72 712 Td (Proof of address) Tj ET"): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n3 0 obj << /Length ${body.length} >> stream\n${body}\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

export interface FicaTestApp {
  t: TestApp;
  call: ReturnType<typeof caller>;
  /** A new player on a site: token and id. */
  player(site: string): Promise<{ token: string; id: string }>;
  /** The seeded reviewer of a site, logged in. */
  operator(site: string): Promise<string>;
  upload(site: string, token: string, parts: Part[]): ReturnType<ReturnType<typeof caller>>;
  /** Uploads the three documents and submits them; returns the case id. */
  submitAll(site: string, token: string): Promise<string>;
}

export async function createFicaTestApp(sites: DemoSite[]): Promise<FicaTestApp> {
  const t = await createTestApp({ sites });
  const call = caller(t.app);
  const app: FicaTestApp = {
    t,
    call,
    async player(site) {
      const response = await call("POST", "/api/session/register", {
        site,
        body: {
          phone_number: `07${randomInt(10_000_000, 99_999_999)}`,
          password: PASSWORD,
          confirm_password: PASSWORD,
          age_confirmed: true,
          terms_accepted: true,
        },
      });
      expect(response.statusCode).toBe(200);
      return { token: response.json().data.token, id: response.json().data.user.id };
    },
    async operator(site) {
      const response = await call("POST", "/api/session/login-email", {
        site,
        body: { email: `operator@${site}.test`, password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.token;
    },
    upload(site, token, parts) {
      const { payload, headers } = multipart(parts);
      return call("POST", "/api/fica/uploaded", { site, token, body: payload, headers });
    },
    async submitAll(site, token) {
      const uploaded = await app.upload(site, token, [
        { name: "identity_document", filename: "id.jpg", contentType: "image/jpeg", data: await jpeg() },
        { name: "proof_of_address", filename: "bill.pdf", contentType: "application/pdf", data: pdf() },
        { name: "selfie", filename: "me.png", contentType: "image/png", data: await png() },
      ]);
      expect(uploaded.statusCode).toBe(200);
      const submitted = await call("POST", "/api/fica/update", { site, token });
      expect(submitted.statusCode).toBe(200);
      const operator = await app.operator(site);
      const list = await call("GET", "/api/operator/fica/cases?status=pending&per_page=100", {
        site,
        token: operator,
      });
      const mine = await call("GET", "/api/user/profile", { site, token });
      const found = (list.json().data.data as { id: string; player: { id: string } }[]).find(
        (item) => item.player.id === mine.json().data.id,
      );
      if (!found) throw new Error("submitted case not listed");
      return found.id;
    },
  };
  return app;
}
