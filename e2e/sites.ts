/** The demo sites of the seed, as a player reaches them. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);

export const demoSites = [
  { host: "localhost", siteCode: "drc-online", theme: "default" },
  { host: "base2.localhost", siteCode: "base2", theme: "base2" },
  { host: "base3.localhost", siteCode: "base3", theme: "base3" },
  { host: "base4.localhost", siteCode: "base4", theme: "base4" },
] as const;

export function siteUrl(host: string, path = "/"): string {
  return `http://${host}:${PORT}${path}`;
}

/** The API as the test sees it: what the seed serves, so assertions never hard-code translations. */
export async function dictionary(siteCode: string, locale: string): Promise<Record<string, string>> {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/locale?locale=${locale}&siteCode=${siteCode}`);
  const body = (await res.json()) as { data: Record<string, string> };
  return body.data;
}

export async function settings(host: string): Promise<Record<string, unknown> & { site: string }> {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/settings`, { headers: { "fe-domain": host } });
  const body = (await res.json()) as { data: { settings: Record<string, unknown> & { site: string } } };
  return body.data.settings;
}
