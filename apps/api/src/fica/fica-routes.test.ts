import { FICA_MAX_FILE_BYTES } from "@platform/contracts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ficaDocuments } from "../db/schema.ts";
import { createFicaTestApp, type FicaTestApp, ficaSite, jpeg, pdf, png } from "../test/fica-fixtures.ts";
import { classicPdf, onePage } from "../test/pdf-builder.ts";

let f: FicaTestApp;
beforeAll(async () => {
  f = await createFicaTestApp([
    ficaSite("kyc", { show_menu_fica: true, required_fica_to_play: true }),
    ficaSite("nokyc", { show_menu_fica: false, required_fica_to_play: false }),
  ]);
});
afterAll(() => f.t.close());

const info = async (token: string, site = "kyc") => {
  const response = await f.call("GET", "/api/fica/info", { site, token });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

async function storedDocuments(userId: string) {
  return f.t.testDb.db.select().from(ficaDocuments).where(eq(ficaDocuments.userId, userId));
}

describe("api/fica/info", () => {
  test("a new player has not submitted; the site's rules and limits are stated", async () => {
    const { token } = await f.player("kyc");
    expect(await info(token)).toEqual({
      status: "not_submitted",
      reason: null,
      submitted_at: null,
      decided_at: null,
      documents: [],
      can_upload: true,
      can_submit: false,
      required_fica_to_play: true,
      document_types: ["identity_document", "proof_of_address", "selfie"],
      accepted_types: ["image/jpeg", "image/png", "application/pdf"],
      max_file_bytes: FICA_MAX_FILE_BYTES,
    });
  });

  test("a visitor gets 401; a site without FICA refuses every call", async () => {
    expect((await f.call("GET", "/api/fica/info", { site: "kyc" })).statusCode).toBe(401);
    const { token } = await f.player("nokyc");
    for (const [method, url] of [
      ["GET", "/api/fica/info"],
      ["POST", "/api/fica/uploaded"],
      ["POST", "/api/fica/update"],
    ] as const) {
      const response = await f.call(method, url, { site: "nokyc", token });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: "error", errors: [{ message: expect.any(String) }] });
    }
  });

  test("a token of another site is refused (401)", async () => {
    const { token } = await f.player("nokyc");
    expect((await f.call("GET", "/api/fica/info", { site: "kyc", token })).statusCode).toBe(401);
  });
});

describe("api/fica/uploaded", () => {
  test("three documents are received, checked by content and listed with their time", async () => {
    const { token, id } = await f.player("kyc");
    const response = await f.upload("kyc", token, [
      { name: "identity_document", filename: "id.jpg", contentType: "image/jpeg", data: await jpeg() },
      { name: "proof_of_address", filename: "bill.pdf", contentType: "application/pdf", data: pdf() },
      { name: "selfie", filename: "me.png", contentType: "image/png", data: await png() },
    ]);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.status).toBe("not_submitted");
    expect(data.can_submit).toBe(true);
    expect(
      data.documents.map((d: { type: string; content_type: string }) => [d.type, d.content_type]),
    ).toEqual([
      ["identity_document", "image/jpeg"],
      ["proof_of_address", "application/pdf"],
      ["selfie", "image/png"],
    ]);
    expect(Date.parse(data.documents[0].received_at)).not.toBeNaN();
    expect(await storedDocuments(id)).toHaveLength(3);
  });

  test("a file claiming to be a JPEG that is not is refused (415) and nothing is stored", async () => {
    const { token, id } = await f.player("kyc");
    const response = await f.upload("kyc", token, [
      {
        name: "identity_document",
        filename: "id.jpg",
        contentType: "image/jpeg",
        data: "<html>not a photo</html>",
      },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0].field).toBe("identity_document");
    expect(await storedDocuments(id)).toHaveLength(0);
  });

  test("JPEG magic bytes followed by garbage fail the full decode (415)", async () => {
    const { token, id } = await f.player("kyc");
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const response = await f.upload("kyc", token, [{ name: "selfie", filename: "me.jpg", data: fake }]);
    expect(response.statusCode).toBe(415);
    expect(await storedDocuments(id)).toHaveLength(0);
  });

  test("one bad file refuses the whole upload: the good one is not kept either", async () => {
    const { token, id } = await f.player("kyc");
    const response = await f.upload("kyc", token, [
      { name: "identity_document", filename: "id.jpg", data: await jpeg() },
      { name: "proof_of_address", filename: "bill.pdf", data: "%PDF-1.4 truncated" },
    ]);
    expect(response.statusCode).toBe(415);
    expect(await storedDocuments(id)).toHaveLength(0);
  });

  test("an oversized file is refused with 413 and nothing is stored", async () => {
    const { token, id } = await f.player("kyc");
    const big = Buffer.concat([pdf(), Buffer.alloc(FICA_MAX_FILE_BYTES, 32)]);
    const response = await f.upload("kyc", token, [
      { name: "proof_of_address", filename: "bill.pdf", data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: "error", errors: [{ field: "proof_of_address" }] });
    expect(await storedDocuments(id)).toHaveLength(0);
  });

  test("a PDF named .jpg and declared image/jpeg is taken for what it is: a PDF", async () => {
    const { token } = await f.player("kyc");
    const response = await f.upload("kyc", token, [
      { name: "identity_document", filename: "scan.jpg", contentType: "image/jpeg", data: pdf() },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.documents[0]).toMatchObject({
      type: "identity_document",
      content_type: "application/pdf",
    });
  });

  test("a PDF with a script, and a PDF as the selfie, are refused", async () => {
    const { token } = await f.player("kyc");
    const scripted = classicPdf(onePage("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"));
    expect(
      (await f.upload("kyc", token, [{ name: "proof_of_address", filename: "a.pdf", data: scripted }]))
        .statusCode,
    ).toBe(415);
    expect(
      (await f.upload("kyc", token, [{ name: "selfie", filename: "me.pdf", data: pdf() }])).statusCode,
    ).toBe(415);
  });

  test("a photo's EXIF (camera owner, GPS position) is gone after re-encoding", async () => {
    const { token, id } = await f.player("kyc");
    const original = await jpeg({ gps: true });
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(original.includes("Camera Owner")).toBe(true);
    // The GPS IFD pointer tag (0x8825) is in the original's EXIF block.
    expect(
      before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);

    const response = await f.upload("kyc", token, [
      { name: "identity_document", filename: "id.jpg", data: original },
    ]);
    expect(response.statusCode).toBe(200);
    const [stored] = await storedDocuments(id);
    if (!stored) throw new Error("not stored");
    const after = await sharp(stored.content).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.format).toBe("jpeg");
    expect(stored.content.includes("Exif")).toBe(false);
    expect(stored.content.includes("Camera Owner")).toBe(false);
    expect(stored.content.equals(original)).toBe(false);
  });

  test("uploading a type again replaces it; unknown fields, text fields, duplicates and JSON are 400", async () => {
    const { token, id } = await f.player("kyc");
    await f.upload("kyc", token, [{ name: "selfie", filename: "a.png", data: await png() }]);
    await f.upload("kyc", token, [{ name: "selfie", filename: "b.jpg", data: await jpeg() }]);
    const rows = await storedDocuments(id);
    expect(rows.map((row) => [row.type, row.contentType])).toEqual([["selfie", "image/jpeg"]]);

    const bad = [
      [{ name: "passport", filename: "p.png", data: await png() }],
      [{ name: "selfie", data: "just text" }],
      [
        { name: "selfie", filename: "a.png", data: await png() },
        { name: "selfie", filename: "b.png", data: await png() },
      ],
      [{ name: "selfie", filename: "empty.png", data: "" }],
      [],
    ];
    for (const parts of bad) expect((await f.upload("kyc", token, parts)).statusCode).toBe(400);
    const json = await f.call("POST", "/api/fica/uploaded", { site: "kyc", token, body: { selfie: "x" } });
    expect(json.statusCode).toBe(400);
    expect(await storedDocuments(id)).toHaveLength(1);
  });
});

describe("api/fica/update", () => {
  test("all three documents are needed; the missing ones are named", async () => {
    const { token } = await f.player("kyc");
    await f.upload("kyc", token, [{ name: "selfie", filename: "a.png", data: await png() }]);
    const response = await f.call("POST", "/api/fica/update", { site: "kyc", token });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([
      "identity_document",
      "proof_of_address",
    ]);
    expect((await info(token)).status).toBe("not_submitted");
  });

  test("submitting makes the case pending; uploads and a second submission are refused meanwhile", async () => {
    const { token } = await f.player("kyc");
    await f.submitAll("kyc", token);
    const pending = await info(token);
    expect(pending).toMatchObject({ status: "pending", can_upload: false, can_submit: false });
    expect(pending.documents).toHaveLength(3);
    expect(Date.parse(pending.submitted_at)).not.toBeNaN();
    expect(
      (await f.upload("kyc", token, [{ name: "selfie", filename: "a.png", data: await png() }])).statusCode,
    ).toBe(409);
    expect((await f.call("POST", "/api/fica/update", { site: "kyc", token })).statusCode).toBe(409);
  });

  test("50 parallel submissions open one case", async () => {
    const { token, id } = await f.player("kyc");
    await f.upload("kyc", token, [
      { name: "identity_document", filename: "id.jpg", data: await jpeg() },
      { name: "proof_of_address", filename: "bill.pdf", data: pdf() },
      { name: "selfie", filename: "me.png", data: await png() },
    ]);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () => f.call("POST", "/api/fica/update", { site: "kyc", token })),
    ).then((responses) => responses.map((response) => response.statusCode));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(
      statuses.filter((status) => status !== 200).every((status) => status === 409 || status === 400),
    ).toBe(true);
    const rows = await storedDocuments(id);
    expect(new Set(rows.map((row) => row.caseId)).size).toBe(1);
  });
});
