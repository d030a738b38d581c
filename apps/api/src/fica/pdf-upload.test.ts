import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ficaDocuments } from "../db/schema.ts";
import { createFicaTestApp, type FicaTestApp, ficaSite, jpeg, png } from "../test/fica-fixtures.ts";
import { classicPdf, objectStreamPdf, onePage, stream } from "../test/pdf-builder.ts";

/*
 * Finding 5 of issue 15: a byte search let active PDFs through when their names were escaped or
 * their objects compressed. Each hostile file below passed the old check; each is refused now.
 */

let f: FicaTestApp;
beforeAll(async () => {
  f = await createFicaTestApp([ficaSite("kyc", { show_menu_fica: true, required_fica_to_play: true })]);
});
afterAll(() => f.t.close());

const PAGE_4 = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R >>";
const CONTENT = stream("", Buffer.from("0 0 1 rg 72 600 200 100 re f"));
const ACTIVE = "This PDF contains scripts, actions or attachments. Please send a plain scan or photo.";

const hostile: [string, Buffer][] = [
  [
    "a JavaScript name tree spelt /J#61vaScript",
    classicPdf([
      ...onePage("/Names << /J#61vaScript 5 0 R >>"),
      "<< /Names [(hello) 6 0 R] >>",
      "<< /S /J#61vaScript /J#53 (app.alert(1)) >>",
    ]),
  ],
  [
    "the same with lower-case escapes (/#4aavaScript), which pdf-lib leaves undecoded",
    classicPdf([
      ...onePage("/Names << /#4aavaScript 5 0 R >>"),
      "<< /Names [(hello) 6 0 R] >>",
      "<< /S /#4aavaScript /#4a#53 (app.alert(1)) >>",
    ]),
  ],
  [
    "an /OpenAction whose /JS is inside a FlateDecode object stream (PDF 1.5, xref stream)",
    objectStreamPdf(
      [
        "<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>",
        "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
        "<< /S /JavaScript /JS (app.alert(1)) >>",
      ],
      [PAGE_4, CONTENT],
    ),
  ],
  [
    "a link whose action is /L#61unch",
    classicPdf([
      ...onePage("", "/Annots [5 0 R]"),
      "<< /Type /Annot /Subtype /Link /Rect [72 600 272 700] /A << /S /L#61unch /F (calc.exe) >> >>",
    ]),
  ],
  [
    "an attachment in /EmbeddedFiles",
    classicPdf([
      ...onePage("/Names << /EmbeddedFiles << /Names [(invoice.exe) 5 0 R] >> >>"),
      "<< /Type /Filespec /F (invoice.exe) /EF << /F 6 0 R >> >>",
      stream("", Buffer.from("MZ not really a program")),
    ]),
  ],
  [
    "a page's additional actions (/AA) inside a compressed object stream",
    objectStreamPdf(
      [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /AA << /O << /S /Named /N /NextPage >> >> >>",
      ],
      [CONTENT],
    ),
  ],
];

const packedClean = (options?: Parameters<typeof objectStreamPdf>[2]) =>
  objectStreamPdf(
    ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"],
    ["<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>", CONTENT],
    options,
  );

async function uploadPdf(data: Buffer) {
  const player = await f.player("kyc");
  const response = await f.upload("kyc", player.token, [
    { name: "proof_of_address", filename: "bill.pdf", data },
  ]);
  const stored = await f.t.testDb.db.select().from(ficaDocuments).where(eq(ficaDocuments.userId, player.id));
  return { response, stored, player };
}

describe("a PDF is checked by parsing it, not by searching its bytes", () => {
  test.each(hostile)("%s is refused (415) and nothing is stored", async (_, data) => {
    const { response, stored } = await uploadPdf(data);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      status: "error",
      message: ACTIVE,
      errors: [{ message: ACTIVE, field: "proof_of_address" }],
    });
    expect(stored).toHaveLength(0);
  });

  test("a password-protected PDF is refused: its content cannot be checked", async () => {
    const encrypt = "<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>";
    const { response, stored } = await uploadPdf(classicPdf([...onePage(), encrypt], "/Encrypt 5 0 R"));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/password/);
    expect(stored).toHaveLength(0);
  });

  test("an object stream that unpacks past the limit, or hides behind two filters, is refused", async () => {
    for (const data of [packedClean({ padding: 40 * 1024 * 1024 }), packedClean({ flateLayers: 2 })]) {
      const { response, stored } = await uploadPdf(data);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe("This PDF document is damaged or incomplete.");
      expect(stored).toHaveLength(0);
    }
  });

  test("a clean PDF with object streams (PDF 1.5) is accepted and stored re-written", async () => {
    const sent = packedClean();
    const { response, stored } = await uploadPdf(sent);
    expect(response.statusCode).toBe(200);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.content.equals(sent)).toBe(false);
    expect((await PDFDocument.load(stored[0]?.content ?? Buffer.alloc(0))).getPageCount()).toBe(1);
  });

  test("the reviewer downloads a valid PDF with the same pages, never the bytes as sent", async () => {
    const sent = classicPdf(onePage());
    const { token } = await f.player("kyc");
    const uploaded = await f.upload("kyc", token, [
      { name: "identity_document", filename: "id.jpg", data: await jpeg() },
      { name: "proof_of_address", filename: "bill.pdf", contentType: "application/pdf", data: sent },
      { name: "selfie", filename: "me.png", data: await png() },
    ]);
    expect(uploaded.statusCode).toBe(200);
    expect((await f.call("POST", "/api/fica/update", { site: "kyc", token })).statusCode).toBe(200);
    const operator = await f.operator("kyc");
    const list = await f.call("GET", "/api/operator/fica/cases?status=pending&per_page=100", {
      site: "kyc",
      token: operator,
    });
    const mine = (await f.call("GET", "/api/user/profile", { site: "kyc", token })).json().data.id;
    const id = (list.json().data.data as { id: string; player: { id: string } }[]).find(
      (item) => item.player.id === mine,
    )?.id;
    const download = await f.call("GET", `/api/operator/fica/cases/${id}/documents/proof_of_address`, {
      site: "kyc",
      token: operator,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    const received = download.rawPayload;
    expect(received.equals(sent)).toBe(false);
    expect(received.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const [before, after] = await Promise.all([PDFDocument.load(sent), PDFDocument.load(received)]);
    expect(after.getPageCount()).toBe(before.getPageCount());
    expect(after.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  });
});
