#!/usr/bin/env bash
# Installs everything (Debian's chromium, postgresql, nats-server and ffmpeg where missing), builds, and runs every
# test: lint, types, unit tests, API tests against real server processes (once on SQLite, once on a
# throwaway PostgreSQL cluster, with a NATS server for the cluster tests), browser tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
source scripts/postgres.sh
source scripts/nats.sh

# Each phase prints the seconds since the start, so a slow CI run shows where its time went.
phase() { echo "==> $1 [${SECONDS}s]"; }

if [ ! -x /usr/bin/chromium ]; then
  echo "==> installing Debian's chromium for the browser tests"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi
ensure_postgres_installed
ensure_nats_installed
# Simulated robots encode their long-term recordings with ffmpeg; the archive tests probe them with ffprobe.
apt_install_missing /usr/bin/ffmpeg ffmpeg "for the simulated robots' recordings"

phase "install"
pnpm install --frozen-lockfile
phase "build"
pnpm -r --workspace-concurrency=2 run build
phase "SDK reference and plugin author's guide"
pnpm --filter @fleetdeck/create-plugin run docs
phase "lint"
pnpm exec eslint .
phase "typecheck"
pnpm -r --workspace-concurrency=2 run typecheck
# The first-party plugins are one program (packages/plugins/tsconfig.json), not one tsc each.
pnpm exec tsc -p packages/plugins
phase "unit tests"
pnpm exec vitest run
phase "API tests on SQLite"
pnpm --filter @fleetdeck/tests run api
phase "API tests on PostgreSQL (and the cluster tests, on PostgreSQL and NATS)"
trap 'stop_test_postgres; stop_test_nats' EXIT
start_test_postgres
start_test_nats
pnpm --filter @fleetdeck/tests run api:postgres
# Unit tests with a PostgreSQL half (skipped in the unit phase above, which runs before the cluster starts).
pnpm exec vitest run $(grep -rl --include='*.test.ts' FLEETDECK_TEST_POSTGRES_URL packages --exclude-dir=node_modules)
# PostgreSQL and NATS stay up for the browser phase: its two-process journey runs on them.
phase "browser tests"
pnpm --filter @fleetdeck/tests run e2e
stop_test_nats
stop_test_postgres
phase "all tests passed"
