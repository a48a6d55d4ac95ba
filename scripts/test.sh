#!/usr/bin/env bash
# Command 2: install what the tests need and run every check, printing pass counts.
# Works on a fresh Debian machine with Node.js and npm (root for apt-get).
set -uo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-true}" STORYBOOK_DISABLE_TELEMETRY=1 NO_UPDATE_NOTIFIER=1
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
# Tools that spawn `pnpm` themselves (publint, Storybook's runner) find this pinned shim first.
mkdir -p .tools && printf '#!/bin/sh\nexec npx -y pnpm@10.34.9 "$@"\n' > .tools/pnpm && chmod +x .tools/pnpm
export PATH="$PWD/.tools:$PATH"
pnpm() { npx -y pnpm@10.34.9 "$@"; }
apt_ready=0
ensure_apt() { if [ "$apt_ready" = 0 ]; then apt-get update -qq; apt_ready=1; fi; }

if [ ! -x "$CHROME_PATH" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "> Installing Debian's chromium"; ensure_apt && apt-get install -y -qq chromium >/dev/null || exit 1
  else
    echo "chromium is missing at $CHROME_PATH and this user cannot apt-get install it" >&2; exit 1
  fi
fi

# nginx serves the example deploy configuration in a unit test (apps/web/nginxConf.test.ts: every
# location's headers, as nginx sends them); without it that test is skipped, so CI installs it.
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "> Installing Debian's nginx-light"; ensure_apt && apt-get install -y -qq nginx-light >/dev/null || exit 1
  else
    echo "nginx is missing and this user cannot apt-get install it: the nginx configuration test will be skipped" >&2
  fi
fi

echo "> Installing dependencies"
pnpm install --frozen-lockfile || exit 1

passed=0; failed=0; failed_steps=()
step() {
  local name="$1"; shift
  echo; echo "==> $name"
  local t0=$SECONDS
  if "$@"; then passed=$((passed + 1)); echo "<== $name: ok ($((SECONDS - t0)) s)"
  else failed=$((failed + 1)); failed_steps+=("$name"); echo "<== $name: FAILED ($((SECONDS - t0)) s)"; fi
}

step "lint" pnpm -s lint
step "typecheck" pnpm -s typecheck
step "unit tests (vitest)" pnpm -s exec vitest run
step "build packages" pnpm -s build:packages
step "built API server starts" bash -c "pnpm -s --filter @pt/api-server run build >/dev/null && node apps/api/scripts/checkBuiltServer.mjs"
step "package checks (publint, attw)" pnpm -s -r --filter './packages/**' run check:package
step "SDK size budget" pnpm -s --filter @pt/api run size
step "storybook build" pnpm -s --filter @pt/ui run build-storybook
step "stories in chromium (axe)" pnpm -s --filter @pt/ui run test:stories
step "release rehearsal (changesets -> Verdaccio -> consumer)" bash scripts/release-test.sh
if [ -x apps/api/scripts/with-postgres.sh ]; then
  step "server tests on PostgreSQL" bash apps/api/scripts/with-postgres.sh
fi
step "web build for e2e" pnpm -s --filter @pt/web-app run build:e2e
step "end-to-end (playwright)" pnpm -s --filter @pt/web-app run e2e
step "bundle budgets" pnpm -s --filter @pt/web-app exec node --import tsx scripts/checkBudgets.ts dist-e2e
step "stock build for comparison" pnpm -s --filter @pt/web-app run build:stock
step "lighthouse (median of 3)" pnpm -s --filter @pt/web-app run lighthouse

echo
if [ "$failed" -gt 0 ]; then echo "Failed steps: ${failed_steps[*]}"; fi
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
