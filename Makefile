# Quintet: build, play, test.
#
#   make play      build the site and serve it on http://127.0.0.1:$(PORT)/
#                  (needs only python3 >= 3.11 and node/npm; PORT=0 picks a free port)
#   make build     build dist/ in the venv (npm ci first when node_modules is missing or stale)
#   make quick     the one-minute loop while you work: ruff, mypy, then the unit tests
#                  but the slow ones (pytest -m "not slow", on every core with
#                  pytest-xdist; every docstring's examples included); needs .venv
#                  with requirements-dev.txt only (no browser, no browser driver)
#                  and the npm packages (a few tests read the vendored Pyodide)
#   make test      everything CI runs, setting up what is missing: .venv with
#                  requirements-dev.txt and requirements-e2e.txt, npm packages, the
#                  Pyodide test wheels, Chromium, Firefox ESR and WebKitGTK; then ruff,
#                  mypy, every unit test (CPython), the same tests in Pyodide, the e2e
#                  tests in headless Chromium, and a smoke test in Firefox and WebKit
#                  (make engines). Stops at the first failure; prints the 25 slowest
#                  unit and e2e tests.
#   make engines   the smoke test in Firefox ESR and WebKitGTK only (e2e_engines/)
#   make unit      every unit test (slow ones included);  make lint: ruff check + mypy
#   make bench     boot benchmark (site vs bare Pyodide): a first visit on throttled 4G,
#                  then unthrottled cold and warm; BENCH_ARGS="--network 4g --runs-4g 5"
#                  to choose; other bench/ scripts are run directly (node bench/pyodide.mjs
#                  SCRIPT runs one in Pyodide)
#   make clean     remove dist/;  make distclean: also .venv, .cache, node_modules

PYTHON ?= python3
PORT ?= 8000
VENV := .venv
VPY := $(VENV)/bin/python
# .venv for the unit tests, lint and types (make quick); the browser tests' packages on top.
PY_STAMP := $(VENV)/.installed
E2E_STAMP := $(VENV)/.e2e-installed
# make quick's workers: every core (auto); JOBS=1 runs in one process.
JOBS ?= auto
WHEELS := .cache/pyodide-wheels
# npm ci rewrites this file, so it is newer than package-lock.json after an install.
NODE_STAMP := node_modules/.package-lock.json

.PHONY: play build serve quick test setup lint ruff mypy unit pyodide-wheels pyodide-test e2e engines \
	bench chromium engine-browsers clean distclean

play: build
	$(PYTHON) tools/serve.py $(PORT)

# The build runs in the venv: it vendors segno's QR encoder from it (requirements-dev.txt).
build: $(NODE_STAMP) $(PY_STAMP)
	$(VPY) tools/build_site.py

serve:
	$(PYTHON) tools/serve.py $(PORT)

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund

# --- tests ----------------------------------------------------------------------------------

# The loop while you work (under a minute on two cores): cheap checks first, then the unit
# tests not marked slow, spread over $(JOBS) workers. make test runs the slow ones too.
quick: $(PY_STAMP) $(NODE_STAMP)
	$(VPY) -m ruff check .
	$(VPY) -m mypy
	$(VPY) -m pytest tests -n $(JOBS) -m "not slow"

# Sequential on purpose (even under make -j): cheap checks first, stop at the first failure.
test: setup
	$(MAKE) --no-print-directory ruff
	$(MAKE) --no-print-directory mypy
	$(MAKE) --no-print-directory unit
	$(MAKE) --no-print-directory pyodide-test
	$(MAKE) --no-print-directory e2e
	$(MAKE) --no-print-directory engines

setup: $(PY_STAMP) $(E2E_STAMP) $(NODE_STAMP) $(WHEELS)/.installed chromium engine-browsers

# requirements-dev.txt installs the games packages editable (pip install -e .).
$(PY_STAMP): requirements-dev.txt pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

$(E2E_STAMP): requirements-e2e.txt $(PY_STAMP)
	$(VPY) -m pip install --quiet --disable-pip-version-check -r requirements-e2e.txt
	touch $@

# The wheels tests/pyodide/run.mjs installs into Pyodide (pytest, hypothesis: pure Python).
pyodide-wheels: $(WHEELS)/.installed

$(WHEELS)/.installed: tests/pyodide/requirements.txt $(PY_STAMP)
	rm -rf $(WHEELS)
	$(VPY) -m pip download --quiet --disable-pip-version-check --no-deps --require-hashes \
		--only-binary=:all: --python-version 3.14 --implementation py --abi none --platform any \
		-r tests/pyodide/requirements.txt -d $(WHEELS)
	touch $@

# Debian's chromium when available (root + apt), else Playwright's own download.
# zbarimg (Debian's zbar-tools) reads the pairing QR codes in e2e/test_devices.py.
chromium: $(E2E_STAMP)
	@if [ -x /usr/bin/chromium ]; then \
		echo "chromium: using /usr/bin/chromium"; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium; \
	else \
		$(VPY) -m playwright install chromium; \
	fi
	@if ! command -v zbarimg >/dev/null && [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends zbar-tools; \
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

ruff: $(PY_STAMP)
	$(VPY) -m ruff check .

mypy: $(PY_STAMP)
	$(VPY) -m mypy

# pytest exits 5 when it collects nothing: make treats that as the failure it is.
unit: $(PY_STAMP) $(NODE_STAMP)
	$(VPY) -m pytest tests --durations=25

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
e2e: $(E2E_STAMP) $(NODE_STAMP) chromium
	@mkdir -p .cache
	@status=0; said=0; DEBUG=pw:browser DEBUG_FILE=$(E2E_BROWSER_LOG) \
		$(VPY) -m pytest e2e --durations=25 --reruns 3 --only-rerun "Target crashed" --only-rerun "Page crashed" \
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
engines: $(E2E_STAMP) $(NODE_STAMP) engine-browsers
	PYTHON=$(VPY) node e2e_engines/firefox_smoke.mjs
	xvfb-run -a $(VPY) -m pytest -s e2e_engines/test_webkit_smoke.py

BENCH_ARGS ?=
bench: $(E2E_STAMP) $(NODE_STAMP) chromium
	$(VPY) bench/bench_boot.py $(BENCH_ARGS)

clean:
	rm -rf dist

distclean: clean
	rm -rf $(VENV) .cache node_modules
