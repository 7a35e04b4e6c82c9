# syntax=docker/dockerfile:1
# Build stage: the whole workspace, then scripts/build-release.ts — the same script the test command
# verifies (e2e/release.e2e.test.ts) — into /release: compiled JS, the web build, the migrations
# and production dependencies only.
FROM node:24-bookworm-slim AS build
RUN npm install -g pnpm@10.34.9
WORKDIR /src
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY packages/db/package.json packages/db/
COPY packages/messaging/package.json packages/messaging/
COPY packages/jobs/package.json packages/jobs/
COPY packages/test-support/package.json packages/test-support/
COPY realtime-server/package.json realtime-server/
COPY workers/package.json workers/
COPY web/package.json web/
# pnpm applies these to dependencies while installing (see docs/decisions.md).
COPY patches patches/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm exec tsx scripts/build-release.ts /release

# Runtime stage: Node 24 and the release folder, nothing else. Runs as the unprivileged "node"
# user under tini, so SIGTERM reaches node and zombies are reaped.
FROM node:24-bookworm-slim AS runtime
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    WEB_DIST_DIR=/app/web/dist \
    DATA_DIR=/data \
    PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /release /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# The workers run `node dist/workers.js`, the one-off migration `node dist/migrate.js`.
CMD ["node", "dist/server.js"]
