import type { DetailedHTMLProps, HTMLAttributes } from "react";

/*
 * The aggregator's custom elements as JSX sees them (BVComponents.min.js defines them). Server
 * rendering writes these attributes; once the script runs, each element reads them (and React 19
 * sets the same-named properties, which the elements reflect to these attributes).
 */

type BvProps<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;

interface Common {
  url: string;
  locale: string;
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "bv-lobby": BvProps<
        Common & { operator: string; featured?: string; "href-template"?: string; view?: "featured" }
      >;
      "bv-game-detail": BvProps<
        Common & {
          operator: string;
          slug: string;
          token?: string;
          "currency-symbol"?: string;
          "verify-href"?: string;
        }
      >;
      "bv-round": BvProps<
        Common & {
          "round-id": string;
          operator?: string;
          "currency-symbol"?: string;
          "time-zone"?: string;
          "verify-href"?: string;
        }
      >;
      "bv-verifier": BvProps<Common & { "round-id"?: string; "currency-symbol"?: string }>;
      /** BVCrash.min.js (the crash page's own script). */
      "bv-crash": BvProps<
        Common & { operator: string; token?: string; "currency-symbol"?: string; "login-href"?: string }
      >;
      "bv-crash-verifier": BvProps<Common & { operator?: string; "round-id"?: string }>;
    }
  }
}
