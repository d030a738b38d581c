import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Every page is server-rendered: the first paint is already themed and translated.
  ssr: true,
  future: {
    // Tenant, locale, theme and the route guards resolve once per request in root middleware.
    v8_middleware: true,
  },
} satisfies Config;
