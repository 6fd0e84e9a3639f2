# Sumwise: `make start` runs the product, `make test` runs every test. Both install what is missing.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NODE_RUN := node --import tsx
WORKSPACES := gen services/rules services/kit services/indy services/learning services/activity services/payment services/gateway services/stack web
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
export npm_config_update_notifier := false

.PHONY: help
help:
	@echo "make start        run Sumwise (PGlite, Auth emulator) and print its address"
	@echo "make start-split  every service in its own process (needs DATABASE_URL)"
	@echo "make test         every test: lint, types, unit, integration, browser journeys"
	@echo "make generate     regenerate gen/ from proto/"
	@echo "make content-stats  templates and distinct questions per course"
	@echo "make bench        SubmitAnswer under 200 learners vs bare Fastify, then make bench-progress"
	@echo "make bench-league GetIndyUserWeeklyLeagueTable p95 vs a primary-key lookup, 1,000,000 learners (PostgreSQL)"
	@echo "make bench-progress  the league table and GetActivityForUser at 1,000,000 learners / 10,000,000 answers (PostgreSQL)"
	@echo "make bench-web    per-route gzipped JS, bytes on the wire and LCP under mobile throttling"
	@echo "make bench-search topic search p50/p95 over 200 queries, on PGlite (and PostgreSQL with TEST_DATABASE_URL)"

# npm ci only when the lock file changed since the last install.
node_modules/.sumwise-installed: package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

.PHONY: install
install: node_modules/.sumwise-installed

# Debian's Chromium for the browser journeys (no browser downloads are possible here).
.PHONY: chromium
chromium:
	@command -v chromium >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq chromium >/dev/null; }

# The web build only when something it is built from changed since the last one.
WEB_SOURCES := $(shell find web/src web/public gen/sumwise services/rules/src -type f 2>/dev/null) \
  web/index.html web/vite.config.ts web/package.json package-lock.json
web/dist/index.html: $(WEB_SOURCES) | install
	npm run build -w web --silent

.PHONY: web-build
web-build: install web/dist/index.html

.PHONY: start
start: install web-build
	@$(NODE_RUN) services/stack/src/main.ts

.PHONY: start-split
start-split: install web-build
	@test -n "$$DATABASE_URL" || { echo "start-split needs DATABASE_URL (PGlite cannot be shared between processes)"; exit 1; }
	@$(NODE_RUN) services/stack/src/split-main.ts

.PHONY: generate
generate: install
	rm -rf gen/sumwise
	npx buf generate

# gen/ is committed: fail when it differs from what buf writes now.
.PHONY: check-generated
check-generated: generate
	@if [ -n "$$(git status --porcelain -- gen)" ]; then \
	  git status --porcelain -- gen; echo "gen/ is stale: run make generate and commit it"; exit 1; fi

.PHONY: lint
lint: install
	npx buf lint
	npx biome ci .

# Wire compatibility against the previous commit of main, when it has protos.
.PHONY: breaking
breaking: install
	@if git rev-parse -q --verify HEAD~1 >/dev/null && [ -n "$$(git ls-tree HEAD~1 proto)" ]; then \
	  npx buf breaking --against '.git#ref=HEAD~1'; else echo "buf breaking: no earlier commit with protos"; fi

.PHONY: typecheck
typecheck: install
	@for w in $(WORKSPACES); do npx tsc -p $$w || exit 1; done

# Builds the web app and loads each main route through the real gateway in Chromium, throttled like a
# mid-range phone; prints gzipped JS, bytes on the wire and LCP per route. Runs the stack on free
# ports: inside a shared machine, run it in a network sandbox.
.PHONY: bench-web
bench-web: install chromium
	@$(NODE_RUN) web/scripts/bench-web.ts

# SubmitAnswer (gRPC-web through the gateway) at 200 concurrent learners next to a bare Fastify
# hello-world, p50/p99, the gateway hop, on PGlite and on PostgreSQL (DATABASE_URL or TEST_DATABASE_URL
# names the server; without one only PGlite runs). Opens ports: on a shared machine, use a sandbox.
# Seeds 1,000,000 learners' league summaries into a fresh PostgreSQL database (BENCH_DATABASE_URL,
# DATABASE_URL or TEST_DATABASE_URL) with generate_series and times the league table beside a key lookup.
.PHONY: bench-league
bench-league: install
	@$(NODE_RUN) services/activity/bench/league-bench.ts $(BENCH_ARGS)

# Progress at scale: both summaries seeded with generate_series into PostgreSQL, each p95 printed beside a
# primary-key lookup timed in the same run (goal: within 10×).
.PHONY: bench-progress
bench-progress: install
	@$(NODE_RUN) services/activity/bench/league-bench.ts $(BENCH_ARGS)
	@$(NODE_RUN) services/activity/bench/bench-activity.ts

# SubmitAnswer under load, then progress at scale (bench-progress: needs PostgreSQL).
.PHONY: bench
bench: install
	@$(NODE_RUN) services/stack/bench/submit-answer.ts
	@$(MAKE) --no-print-directory bench-progress

# Topic search latency (the SearchTopics SQL) on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
.PHONY: bench-search
bench-search: install
	@$(NODE_RUN) services/learning/bench/search-latency.ts

.PHONY: content-stats
content-stats: install
	@npm run --silent -w @sumwise/learning content-stats

.PHONY: test
test: install chromium check-generated lint breaking typecheck web-build
	@mkdir -p .test-results && rm -f .test-results/vitest.json
	@VITEST_JSON=.test-results/vitest.json npx vitest run; status=$$?; \
	  $(NODE_RUN) services/stack/src/cli/test-summary.ts .test-results/vitest.json $$status; summary=$$?; \
	  [ $$status -eq 0 ] && [ $$summary -eq 0 ]
