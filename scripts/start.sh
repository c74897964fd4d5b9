#!/usr/bin/env bash
# Installs everything, builds every package, and starts the console on its embedded default:
# SQLite and local files under ./data, a simulated fleet, demo accounts printed at start.
# Extra arguments go to `fleetdeck serve` (for example --port 9090 or --sim 0).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
pnpm install --frozen-lockfile
pnpm -r --workspace-concurrency=2 run build
exec node packages/server/bin/fleetdeck.js serve "$@"
