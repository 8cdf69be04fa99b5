# syntax=docker/dockerfile:1
# The site in one image (docs/deployment.md): Next's standalone output with the
# site's own server (server/index.mjs), sharp's prebuilt binaries, and the CJK
# font the seed draws its images with. Runs as the unprivileged `node` user.
#   docker build -t power-site .                        the runtime image
#   docker build -t power-site-tools --target build .   migrations and the seed
# Node 20, as the tests run on.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-noto-cjk fontconfig ca-certificates \
 && rm -rf /var/lib/apt/lists/*
ENV NEXT_TELEMETRY_DISABLED=1

# Everything, with the dev tools: builds the app; `npm run migrate` and
# `npm run seed` run from this stage (compose.yaml's migrate service).
FROM base AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM base AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    LOG_FORMAT=json \
    MIGRATE_ON_START=false
COPY --from=build --chown=node:node /app/.next/standalone ./
# next/image keeps resized images here; SQLite, uploads and the outbox only in the one-machine mode.
RUN mkdir -p .next/cache data media outbox && chown -R node:node .next/cache data media outbox
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/index.mjs"]
