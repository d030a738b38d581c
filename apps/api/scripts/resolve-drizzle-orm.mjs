// drizzle-kit is hoisted to the root node_modules while npm keeps drizzle-orm nested in this
// workspace, so drizzle-kit's own `import("drizzle-orm/...")` would fail. Resolve those imports
// from here instead (NODE_PATH in the npm script covers its `require` calls).
import { register } from "node:module";

register(
  `data:text/javascript,${encodeURIComponent(`
    const base = ${JSON.stringify(import.meta.url)};
    export async function resolve(specifier, context, next) {
      if (specifier === "drizzle-orm" || specifier.startsWith("drizzle-orm/")) {
        return next(specifier, { ...context, parentURL: base });
      }
      return next(specifier, context);
    }
  `)}`,
);
