#!/usr/bin/env bash
# Installs everything, builds every package, and starts the console on its embedded default:
# SQLite and local files under ./data, a simulated fleet, demo accounts printed at start. Installs
# Debian's ffmpeg where missing (the simulated robots' long-term recordings).
# Extra arguments go to `fleetdeck serve` (for example --port 9090 or --sim 0).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
# The demo fleet records its camera with ffmpeg (without it, robots show their recorder unavailable).
apt_install_missing /usr/bin/ffmpeg ffmpeg "for the simulated robots' recordings"
pnpm install --frozen-lockfile
pnpm -r --workspace-concurrency=2 run build
exec node packages/server/bin/fleetdeck.js serve "$@"
