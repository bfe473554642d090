#!/usr/bin/env bash
# Installs the workspace's packages when they are missing or older than the lockfile,
# so that `npm start` and `npm test` work on a fresh clone with nothing done by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.install-stamp
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  echo "› installing packages"
  # Not `npm ci`: npm 11 here refuses this lockfile for lacking other platforms' optional
  # binaries (Biome's), although `npm install` resolves the very same versions from it.
  # onnxruntime-node ships its CPU binary; its install step would fetch CUDA extras (see .npmrc).
  ONNXRUNTIME_NODE_INSTALL=skip npm install --no-audit --no-fund
  touch "$stamp"
fi
