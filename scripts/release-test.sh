#!/usr/bin/env bash
# Release rehearsal: version the packages with changesets, publish them into a private
# Verdaccio registry on loopback (no uplinks), then install @pt/api and @pt/react into a
# fresh consumer outside the workspace, type-check it and run it against the reference API.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/pt-release-XXXXXX)"
REG_PORT=4873; API_PORT=5300
REGISTRY="http://127.0.0.1:$REG_PORT/"
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

echo "> Verdaccio on $REGISTRY (storage in $work/storage)"
mkdir -p "$work/storage"
cat > "$work/verdaccio.yaml" <<YAML
storage: $work/storage
auth:
  htpasswd:
    file: $work/htpasswd
    max_users: 10
uplinks: {}
packages:
  '@pt/*':
    access: \$all
    publish: \$authenticated
  '**':
    access: \$all
middlewares:
  audit:
    enabled: false
web:
  enable: false
log: { type: stdout, format: pretty, level: warn }
YAML
"$root/node_modules/.bin/verdaccio" --config "$work/verdaccio.yaml" --listen "127.0.0.1:$REG_PORT" > "$work/verdaccio.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 60); do curl -sf "${REGISTRY}-/ping" >/dev/null && break; sleep 0.5; done
token=$(curl -sf -X PUT -H 'content-type: application/json' \
  -d '{"name":"release-bot","password":"release-bot-password"}' \
  "${REGISTRY}-/user/org.couchdb.user:release-bot" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).token))')
# The token lives only in this temporary npmrc, never in the repo or the logs.
cat > "$work/npmrc" <<RC
@pt:registry=$REGISTRY
//127.0.0.1:$REG_PORT/:_authToken=$token
RC
export NPM_CONFIG_USERCONFIG="$work/npmrc"

echo "> Versioning and publishing from a clean copy of the committed tree"
git clone -q "$root" "$work/repo"
cd "$work/repo"
npx -y pnpm@10.34.9 install --frozen-lockfile --prefer-offline >/dev/null
npx -y pnpm@10.34.9 -s changeset version
# The packages' build does not depend on their version. When this checkout built them after its last
# change to packages/ (the test command's "build packages" step), the clone takes those files
# instead of building the same tree again (80 s on a 2-core machine).
built_after_change() {
  [ -z "$(git -C "$root" status --porcelain -- packages)" ] || return 1
  local changed; changed=$(git -C "$root" log -1 --format=%ct -- packages)
  for p in api react ui; do
    [ -f "$root/packages/$p/dist/index.js" ] || return 1
    [ "$(stat -c %Y "$root/packages/$p/dist/index.js")" -gt "$changed" ] || return 1
  done
}
if built_after_change; then
  echo "> Reusing the packages built from this same tree"
  for p in api react ui; do rm -rf "packages/$p/dist"; cp -r "$root/packages/$p/dist" "packages/$p/dist"; done
else
  npx -y pnpm@10.34.9 -s build:packages >/dev/null
fi
npx -y pnpm@10.34.9 -s changeset publish
api_version=$(node -p 'require("./packages/api/package.json").version')
react_version=$(node -p 'require("./packages/react/package.json").version')
echo "published @pt/api@$api_version and @pt/react@$react_version"

echo "> Fresh consumer outside the workspace"
mkdir -p "$work/consumer"
cp "$root/scripts/release-consumer/"* "$work/consumer/"
cd "$work/consumer"
npm install --no-audit --no-fund --loglevel=error "@pt/api@$api_version" "@pt/react@$react_version" \
  react@19.3.1 react-dom@19.3.1 react-router-dom@7.18.5 swr@2.5.1 @stripe/stripe-js@10.2.1 typescript@5.9.3 @types/react@19 @types/node@20 >/dev/null
npx tsc -p tsconfig.json

echo "> Running the consumer against the reference API"
( cd "$root/apps/api" && PORT=$API_PORT DATA_DIR="$work/db" NODE_ENV=test exec node --import tsx src/main.ts > "$work/api.log" 2>&1 ) &
pids+=($!)
# A cold PGlite migrates every file first: on a busy 2-core host that can take a minute.
healthy=0
for _ in $(seq 1 240); do curl -sf "http://127.0.0.1:$API_PORT/health" >/dev/null && { healthy=1; break; }; sleep 0.5; done
if [ "$healthy" = 0 ]; then echo "the reference API did not answer /health within 120 s:" >&2; tail -20 "$work/api.log" >&2; exit 1; fi
API_URL="http://127.0.0.1:$API_PORT" node consumer.mjs
echo "release rehearsal: ok"
