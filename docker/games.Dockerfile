# syntax=docker/dockerfile:1
# An aggregator node (apps/games/src/main.ts, bundled to apps/games/dist/main.js), as compose.yaml
# runs it (docs/decisions/043-scale-out.md). Untested here: the machine this was written on has no
# container daemon.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/games/package.json apps/games/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/fair/package.json packages/fair/
COPY packages/server/package.json packages/server/
COPY packages/slots/package.json packages/slots/
RUN npm ci
COPY . .
# The server bundles and the browser components; the web app is the platform image's.
RUN node scripts/build-servers.mjs && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
# main.js finds its migrations beside it (dist/drizzle) and its artwork and scripts in ../public.
COPY --from=build /app/apps/games/dist ./apps/games/dist
COPY --from=build /app/apps/games/public ./apps/games/public
USER node
EXPOSE 4100
HEALTHCHECK --interval=5s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4100/aggregator/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/games/dist/main.js"]
