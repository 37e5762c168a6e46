# syntax=docker/dockerfile:1
# The Redwood Life site as one container: a production build that holds no content (decision 013),
# run as a non-root user. On start it applies the committed migrations (and seeds an empty database),
# then serves through scripts/server.mjs. See compose.yaml for several servers behind a proxy.

# --- Dependencies, with the native parts (sharp, libsql) for this platform ---------------------------
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# --- The production build ---------------------------------------------------------------------------
FROM deps AS build
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 DATA_DIR=/tmp/build-data
COPY . .
# Recorded as current, so the start script serves this build instead of building again.
RUN node node_modules/next/dist/bin/next build \
 && node -e "import('./scripts/lib.mjs').then((lib) => lib.recordBuild())"

# --- Runtime dependencies only ----------------------------------------------------------------------
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

# --- The image --------------------------------------------------------------------------------------
FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 DATA_DIR=/data
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json /app/next.config.mjs /app/tsconfig.json ./
COPY --from=build --chown=root:root /app/src ./src
COPY --from=build --chown=root:root /app/public ./public
COPY --from=build --chown=root:root /app/scripts ./scripts
COPY --from=build --chown=root:root /app/edge ./edge
COPY --from=build --chown=node:node /app/.next ./.next
# The app's own files stay read-only to it; it writes only the data folder (SQLite, uploads) and
# Next's cache folder.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/start.mjs"]
