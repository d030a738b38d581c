import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * Test databases copied from one migrated template instead of migrated one by one. Opening a fresh
 * PGlite runs initdb and every migration (about 2 s on a busy 2-core machine); loading a dump of a
 * migrated one takes about 0.6 s. On PostgreSQL, CREATE DATABASE … TEMPLATE copies the files and
 * skips the migrations' hundreds of statements. The template is named by a hash of the migrations
 * (and of the PGlite version, whose dump format it is), so a new migration makes a new template.
 */
export interface TemplateSource {
  /** Short, lower-case: names the template and the databases made from it ("api", "games"). */
  name: string;
  /** The committed migrations; their content versions the template. */
  migrationsFolder: string;
}

/** A dump of a migrated in-memory PGlite, built once per schema and kept in the temp folder. */
export async function pgliteTemplate(source: TemplateSource, migrated: () => Promise<PGlite>): Promise<Blob> {
  const file = path.join(tmpdir(), "platform-test-templates", `${source.name}-${version(source)}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const client = await migrated();
    try {
      const dump = await client.dumpDataDir("none");
      mkdirSync(path.dirname(file), { recursive: true });
      // Written aside and renamed: a worker reading at the same moment sees a whole file or none.
      const partial = `${file}.${randomBytes(4).toString("hex")}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    } finally {
      await client.close();
    }
  }
}

/** Arbitrary constant: one test worker builds a template while the others wait. */
const TEMPLATE_LOCK_ID = 7_401_077;

/**
 * A new database on the PostgreSQL server of `serverUrl`, copied from the migrated template of
 * `source` (built on first use, under an advisory lock). Returns its URL and how to drop it.
 */
export async function postgresFromTemplate(
  serverUrl: string,
  source: TemplateSource,
  migrate: (url: string) => Promise<void>,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = `${source.name}_tpl_${version(source)}`;
  await withAdmin(serverUrl, async (admin) => {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_ID]);
    try {
      const found = await admin.query("select 1 from pg_database where datname = $1", [template]);
      if (found.rowCount) return;
      // Templates of older migrations would pile up on a developer's server.
      const stale = await admin.query("select datname from pg_database where datname like $1", [
        `${source.name}\\_tpl\\_%`,
      ]);
      for (const row of stale.rows as { datname: string }[])
        await admin.query(`drop database if exists ${quote(row.datname)} with (force)`);
      const building = `${template}_${randomBytes(3).toString("hex")}`;
      await admin.query(`create database ${quote(building)}`);
      await migrate(databaseUrl(serverUrl, building));
      await admin.query(`alter database ${quote(building)} rename to ${quote(template)}`);
    } finally {
      await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_ID]);
    }
  });
  const name = `${source.name}_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(serverUrl, (admin) => createFrom(admin, name, template));
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await withAdmin(serverUrl, (admin) =>
        admin.query(`drop database if exists ${quote(name)} with (force)`),
      );
    },
  };
}

/** Copying needs the template to have no sessions; another worker's copy may hold it a moment. */
async function createFrom(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${quote(name)} template ${quote(template)}`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === "55006";
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}

function version(source: TemplateSource): string {
  const hash = createHash("sha256");
  hash.update(`pglite ${pgliteVersion()}\n`);
  for (const file of filesUnder(source.migrationsFolder)) {
    hash.update(`${path.relative(source.migrationsFolder, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** The package does not export its package.json: find it above its entry point. */
function pgliteVersion(): string {
  let folder = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  for (;;) {
    const manifest = path.join(folder, "package.json");
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, "utf8")) as {
        name?: string;
        version?: string;
      };
      if (name === "@electric-sql/pglite" && version) return version;
    }
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error("@electric-sql/pglite's package.json not found");
    folder = parent;
  }
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((entry) => {
      const full = path.join(folder, entry);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Names here are ours (a prefix and hex), quoted anyway. */
function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** CREATE/DROP DATABASE cannot run inside the database itself: the server URL's database runs them. */
async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
