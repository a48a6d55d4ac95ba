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
# The end-to-end tests drive chromium headless: Debian's headless shell of the same release
# does that for half the CPU (tooling/chromium.ts). Without it they use the full browser.
if [ ! -x /usr/bin/chromium-headless-shell ] && [ "$(id -u)" = 0 ]; then
  echo "> Installing Debian's chromium-headless-shell"; ensure_apt && apt-get install -y -qq chromium-headless-shell >/dev/null || exit 1
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
record() { # record NAME OK? SECONDS
  if [ "$2" = ok ]; then passed=$((passed + 1)); echo "<== $1: ok ($3 s)"
  else failed=$((failed + 1)); failed_steps+=("$1"); echo "<== $1: FAILED ($3 s)"; fi
}
step() { # step NAME COMMAND...
  local name="$1"; shift
  echo; echo "==> $name"
  local t0=$SECONDS
  if "$@"; then record "$name" ok $((SECONDS - t0)); else record "$name" failed $((SECONDS - t0)); fi
}
# together NAME COMMAND [NAME COMMAND ...]: steps that do not need each other and rarely use both
# cores run at the same time (each COMMAND is one word: a function below); their output is printed
# step by step once all have ended, so the log reads as if they had run in turn.
together() {
  local dir; dir="$(mktemp -d /tmp/pt-steps-XXXXXX)"
  local names=() i=0 t0=$SECONDS
  while [ $# -gt 0 ]; do
    names+=("$1")
    ( s0=$SECONDS; if "$2" >"$dir/$i.log" 2>&1; then r=ok; else r=failed; fi; echo "$r $((SECONDS - s0))" >"$dir/$i.rc" ) &
    i=$((i + 1)); shift 2
  done
  wait
  for i in "${!names[@]}"; do
    echo; echo "==> ${names[$i]}"; cat "$dir/$i.log"
    read -r r secs <"$dir/$i.rc"; record "${names[$i]}" "$r" "$secs"
  done
  echo "(these ${#names[@]} steps ran side by side: $((SECONDS - t0)) s in all)"
  rm -rf "$dir"
}

lint() { pnpm -s lint; }
typecheck() { pnpm -s typecheck; }
built_server() { pnpm -s --filter @pt/api-server run build >/dev/null && node apps/api/scripts/checkBuiltServer.mjs; }
package_checks() { pnpm -s -r --filter './packages/**' run check:package; }
sdk_size() { pnpm -s --filter @pt/api run size; }
storybook_build() { pnpm -s --filter @pt/ui run build-storybook; }
stories() { pnpm -s --filter @pt/ui run test:stories; }
release_rehearsal() { bash scripts/release-test.sh; }
server_on_postgres() { bash apps/api/scripts/with-postgres.sh; }
web_build_e2e() { pnpm -s --filter @pt/web-app run build:e2e; }

run_started=$SECONDS
together "lint" lint "typecheck" typecheck
step "unit tests (vitest)" pnpm -s exec vitest run
step "build packages" pnpm -s build:packages
together "built API server starts" built_server "package checks (publint, attw)" package_checks \
  "SDK size budget" sdk_size "storybook build" storybook_build
together "stories in chromium (axe)" stories "release rehearsal (changesets -> Verdaccio -> consumer)" release_rehearsal
together "server tests on PostgreSQL" server_on_postgres "web build for e2e" web_build_e2e
step "end-to-end (playwright)" pnpm -s --filter @pt/web-app run e2e
step "bundle budgets" pnpm -s --filter @pt/web-app exec node --import tsx scripts/checkBudgets.ts dist-e2e
# Alone, last: it measures the pages' main-thread work, which other work on the host would disturb.
step "lighthouse (median of 3)" pnpm -s --filter @pt/web-app run lighthouse
echo; echo "all steps: $((SECONDS - run_started)) s"

echo
if [ "$failed" -gt 0 ]; then echo "Failed steps: ${failed_steps[*]}"; fi
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
