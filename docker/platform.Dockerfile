# syntax=docker/dockerfile:1
# A platform node (API + web on one port), as compose.yaml runs it: `node dist/platform.js` with
# AGGREGATOR_URL set, so it runs no aggregator of its own (docs/decisions/043-scale-out.md).
# Untested here: the machine this was written on has no container daemon.

# Build: every workspace's dependencies, then `npm run build` (the web app, the server bundles and
# the aggregator's browser components).
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
RUN npm run build && npm prune --omit=dev

# Run: the bundles import their third-party packages from node_modules at run time.
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist/platform.js /app/dist/platform.js.map ./dist/
COPY --from=build /app/apps/api/drizzle ./apps/api/drizzle
COPY --from=build /app/apps/web/build ./apps/web/build
USER node
EXPOSE 3000
HEALTHCHECK --interval=5s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/platform.js"]
