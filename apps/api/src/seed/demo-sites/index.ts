import type { DemoSite } from "../demo-site.ts";
import { base2Site } from "./base2.ts";
import { base3Site } from "./base3.ts";
import { base4Site } from "./base4.ts";
import { drcOnlineSite } from "./drc-online.ts";
import { proteaSite } from "./protea.ts";
import { soonSite } from "./soon.ts";

/** The demo sites; each host resolves to one site_code (protea: the FICA-required site). */
export const demoSites: DemoSite[] = [drcOnlineSite, base2Site, base3Site, base4Site, soonSite, proteaSite];
