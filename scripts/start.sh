#!/usr/bin/env bash
# `npm start`: install, build, then serve. The server migrates the database and seeds the
# demo archive into an empty one before it listens on $PORT (8080).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-install.sh
# Offline speech for narrations (espeak-ng, lame); without them the server serves recorded ones only.
bash scripts/ensure-speech.sh
npm run build
exec node apps/server/dist/cli.js serve
