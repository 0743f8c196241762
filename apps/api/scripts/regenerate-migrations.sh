#!/usr/bin/env bash
# Rebuilds the migrations from the schema files while nothing is deployed yet:
# 0000 enables extensions (drizzle-kit never writes CREATE EXTENSION), 0001 is the schema.
# Once a release ships, use `npm run db:generate` to add migrations instead.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf src/db/migrations
npx drizzle-kit generate --custom --name=extensions >/dev/null
echo 'CREATE EXTENSION IF NOT EXISTS pg_trgm;' > src/db/migrations/0000_extensions.sql
npx drizzle-kit generate --name=init | tail -1
