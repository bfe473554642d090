#!/usr/bin/env bash
# `npm test`: every suite, from a fresh clone. Stops at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n━━ %s\n' "$*"; }

bash scripts/ensure-install.sh
# Offline speech for narrations (espeak-ng, lame); without them the server serves recorded ones only.
bash scripts/ensure-speech.sh

step "lint and format (Biome); docs/ARCHITECTURE.md names every source folder"
npx biome check .
node scripts/check-architecture-map.mjs

step "build and type check (domain, server, web)"
npm run build

step "web app: translations complete in de, en and it, and unit tests"
npm test -w apps/web

step "type check of the server's tests, the benchmarks and the browser tests"
npx tsc -p apps/server/tsconfig.test.json
npx tsc -p bench --noEmit
npx tsc -p e2e --noEmit

step "unit tests (packages/domain)"
npx vitest run --root packages/domain

step "API tests on PGlite (embedded)"
(cd apps/server && npx vitest run)

postgres_url=$(node scripts/postgres-url.mjs)
if [ -n "$postgres_url" ]; then
  step "API tests on PostgreSQL (${postgres_url%%@*}@…)"
  (cd apps/server && TEST_DATABASE_URL="$postgres_url" npx vitest run)
else
  step "API tests on PostgreSQL: skipped, no server reachable (set DATABASE_URL or run one on 127.0.0.1:5432)"
fi

if [ -f e2e/package.json ] && grep -q '"test"' e2e/package.json; then
  step "browser tests (Playwright in Debian's Chromium)"
  npm test -w e2e
fi

step "all suites passed"
