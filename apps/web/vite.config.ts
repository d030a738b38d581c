import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/**
 * Fewer, larger chunks for the browser: a phone on HTTP/1.1 opens six connections per host, so a
 * page that preloads 34 small modules waits on round trips, not bytes. React and the router
 * form one chunk; code that several routes share forms another; each route keeps its own.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                  priority: 2,
                },
                {
                  name: "shared",
                  test: /[\\/](apps[\\/]web[\\/]app|packages)[\\/]/,
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 6000,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
