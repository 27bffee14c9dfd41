# Quintet: build, play, test.
#
#   make play      build the site and serve it on http://127.0.0.1:$(PORT)/
#                  (needs only python3 >= 3.11 and node/npm; PORT=0 picks a free port)
#   make build     build dist/ (npm ci first when node_modules is missing or stale)
#   make test      everything CI runs, setting up what is missing: .venv with
#                  requirements-dev.txt, npm packages, the Pyodide test wheels,
#                  Chromium, Firefox ESR and WebKitGTK; then ruff, mypy, pytest
#                  (CPython), the same tests in Pyodide, the e2e tests in headless
#                  Chromium, and a smoke test in Firefox and WebKit (make engines).
#                  Stops at the first failure.
#   make engines   the smoke test in Firefox ESR and WebKitGTK only (e2e_engines/)
#   make lint      ruff check + mypy
#   make bench     boot benchmark (site vs bare Pyodide): a first visit on throttled 4G,
#                  then unthrottled cold and warm; BENCH_ARGS="--network 4g --runs-4g 5"
#                  to choose; other bench/ scripts are run directly (node bench/pyodide.mjs
#                  SCRIPT runs one in Pyodide)
#   make clean     remove dist/;  make distclean: also .venv, .cache, node_modules

PYTHON ?= python3
PORT ?= 8000
VENV := .venv
VPY := $(VENV)/bin/python
WHEELS := .cache/pyodide-wheels
# npm ci rewrites this file, so it is newer than package-lock.json after an install.
NODE_STAMP := node_modules/.package-lock.json

.PHONY: play build serve test setup lint ruff mypy unit pyodide-test e2e engines bench chromium \
	engine-browsers clean distclean

play: build
	$(PYTHON) tools/serve.py $(PORT)

build: $(NODE_STAMP)
	$(PYTHON) tools/build_site.py

serve:
	$(PYTHON) tools/serve.py $(PORT)

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund

# --- tests ----------------------------------------------------------------------------------

# Sequential on purpose (even under make -j): cheap checks first, stop at the first failure.
test: setup
	$(MAKE) --no-print-directory ruff
	$(MAKE) --no-print-directory mypy
	$(MAKE) --no-print-directory unit
	$(MAKE) --no-print-directory pyodide-test
	$(MAKE) --no-print-directory e2e
	$(MAKE) --no-print-directory engines

setup: $(VENV)/.installed $(NODE_STAMP) $(WHEELS)/.installed chromium engine-browsers

$(VENV)/.installed: requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

$(WHEELS)/.installed: tests/pyodide/requirements.txt $(VENV)/.installed
	rm -rf $(WHEELS)
	$(VPY) -m pip download --quiet --disable-pip-version-check --no-deps --require-hashes \
		--only-binary=:all: --python-version 3.14 --implementation py --abi none --platform any \
		-r tests/pyodide/requirements.txt -d $(WHEELS)
	touch $@

# Debian's chromium when available (root + apt), else Playwright's own download.
chromium: $(VENV)/.installed
	@if [ -x /usr/bin/chromium ]; then \
		echo "chromium: using /usr/bin/chromium"; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium; \
	else \
		$(VPY) -m playwright install chromium; \
	fi

# Firefox ESR and WebKitGTK for `make engines`: Debian packages only (no browser download).
# MiniBrowser comes with libwebkit2gtk-4.1-0, which webkit2gtk-driver depends on.
ENGINE_FILES := /usr/bin/firefox-esr /usr/bin/WebKitWebDriver /usr/bin/xvfb-run \
	$(firstword $(wildcard /usr/lib/*/webkit2gtk-4.1/MiniBrowser) /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser)
engine-browsers:
	@missing=""; for file in $(ENGINE_FILES); do [ -x "$$file" ] || missing="$$missing $$file"; done; \
	if [ -z "$$missing" ]; then \
		echo "engine-browsers: using /usr/bin/firefox-esr and WebKitGTK's MiniBrowser"; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
			firefox-esr webkit2gtk-driver xvfb; \
	else \
		echo "engine-browsers: missing$$missing"; \
		echo "  install them: sudo apt-get install --no-install-recommends firefox-esr webkit2gtk-driver xvfb"; \
		exit 1; \
	fi

lint: ruff mypy

ruff: $(VENV)/.installed
	$(VPY) -m ruff check .

mypy: $(VENV)/.installed
	$(VPY) -m mypy

# pytest exits 5 when it collects nothing: make treats that as the failure it is.
unit: $(VENV)/.installed
	$(VPY) -m pytest tests

pyodide-test: $(NODE_STAMP) $(WHEELS)/.installed
	node tests/pyodide/run.mjs

# A test whose browser tab crashed (Chromium's "Target crashed" or "Page crashed": its
# renderer process died, seen at page boot on some CI machines, once in a whole run on
# most, in a quarter of the boots on one) is run again, up to three times; any other
# failure fails at once.  Chromium's own log is kept in $(E2E_BROWSER_LOG): what it said
# about a crash (less its D-Bus noise and launch lines) is kept in $(E2E_CRASH_LINES)
# and printed, and on a crash or a failure the machine's memory and disk
# (pytest names the tests whose tab crashed, even when their rerun passed).
E2E_BROWSER_LOG := .cache/e2e-chromium.log
E2E_CRASH_LINES := .cache/e2e-chromium-crashes.log
CRASH_WORDS := crashed|crashing|received signal|signal=SIG|fatal|out of memory|\boom\b|check failed
e2e: $(VENV)/.installed $(NODE_STAMP) chromium
	@mkdir -p .cache
	@status=0; said=0; DEBUG=pw:browser DEBUG_FILE=$(E2E_BROWSER_LOG) \
		$(VPY) -m pytest e2e --reruns 3 --only-rerun "Target crashed" --only-rerun "Page crashed" \
		|| status=$$?; \
	grep -v "dbus\|<launching>" $(E2E_BROWSER_LOG) 2>/dev/null | grep -iE -B2 -A8 "$(CRASH_WORDS)" \
		> $(E2E_CRASH_LINES) || true; \
	if [ -s $(E2E_CRASH_LINES) ]; then \
		echo "--- Chromium's log on crashes ($(E2E_BROWSER_LOG)):"; \
		cut -c1-300 $(E2E_CRASH_LINES) | tail -80; \
		said=1; \
	fi; \
	if [ $$status != 0 ] || [ $$said = 1 ]; then free -m; df -h /tmp /dev/shm; fi; \
	exit $$status

# The built site in Firefox ESR (WebDriver BiDi, headless) and WebKitGTK (WebDriver, in Xvfb):
# boot, one move and one computer reply per game, an offline reload. Prints timings.
engines: $(VENV)/.installed $(NODE_STAMP) engine-browsers
	PYTHON=$(PYTHON) node e2e_engines/firefox_smoke.mjs
	xvfb-run -a $(VPY) -m pytest -s e2e_engines/test_webkit_smoke.py

BENCH_ARGS ?=
bench: $(VENV)/.installed $(NODE_STAMP) chromium
	$(VPY) bench/bench_boot.py $(BENCH_ARGS)

clean:
	rm -rf dist

distclean: clean
	rm -rf $(VENV) .cache node_modules
