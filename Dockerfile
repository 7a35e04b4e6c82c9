# One image for the server, the workers and the migration job.
FROM node:24-bookworm-slim
RUN npm install -g pnpm@10.34.9
WORKDIR /app
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY packages/db/package.json packages/db/
COPY packages/messaging/package.json packages/messaging/
COPY realtime-server/package.json realtime-server/
COPY workers/package.json workers/
COPY web/package.json web/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm --filter @autolicit/web run --if-present build
ENV NODE_ENV=production
# Absolute: the start script runs inside realtime-server/, where a relative path would miss the build.
ENV WEB_DIST_DIR=/app/web/dist
EXPOSE 3000
CMD ["pnpm", "--filter", "@autolicit/realtime-server", "start"]
