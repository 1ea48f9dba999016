# The portal as an image: the compiled server and the built client on Node 24, run
# as an unprivileged user. Give it DATABASE_URL (PostgreSQL 15 or newer); without
# one it starts its own PostgreSQL in /data, as `npm start` does.
#
#   docker build -t hr-portal .
#   docker run --init --stop-timeout 15 -p 3000:3000 -v portal-data:/data \
#     -e DATABASE_URL=postgres://portal:secret@db.internal:5432/portal -e TRUST_PROXY=true hr-portal
ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: every dependency, then the client (Vite) and the server (esbuild) ------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The manifests alone first, so a change to the sources reuses the installed packages.
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY scripts scripts
COPY packages/contracts packages/contracts
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# --- the server's production packages, and nothing of the client's ----------------
FROM ${NODE_IMAGE} AS server-packages
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# The image's own Node is the runtime: the Node binary that npm ci installs for
# machines whose system Node is older (node-linux-*) is left out.
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund && npm cache clean --force \
 && rm -rf node_modules/node-linux-* node_modules/.bin/node

# --- runtime ------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    SEED_DEMO=false
# pg_dump and pg_restore for the backup commands (apps/server/dist/db-backup.js and
# db-restore.js), as new as the server they back up: PostgreSQL 15 in compose.yaml.
ARG PG_CLIENT_MAJOR=15
RUN apt-get update \
 && apt-get install -y --no-install-recommends "postgresql-client-${PG_CLIENT_MAJOR}" \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=server-packages /app ./
# The start script runs the compiled server with the server's Node flags; without
# the sources beside it, it never tries to rebuild.
COPY scripts/start.mjs scripts/require-node.mjs scripts/build-server.mjs scripts/server-node-flags.mjs scripts/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# /data: uploaded documents (DOCUMENTS_DIR defaults to /data/documents) and, without
# DATABASE_URL, the embedded PostgreSQL. Mount a volume there (a new named volume
# takes these owners: the node user, uid 1000).
RUN mkdir -p /data/documents && chown -R node:node /data
USER node
EXPOSE 3000
STOPSIGNAL SIGTERM
# Ready: the database answers and its migrations are current (503 while draining).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/start.mjs"]
