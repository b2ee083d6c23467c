# partyhost: `make demo` and `make test` are all a newcomer needs on Debian/Ubuntu.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SYSTEM_PACKAGES := espeak-ng alsa-utils libportaudio2 pulseaudio pulseaudio-utils libasound2-plugins
# Only for the tests, so that `make demo` does not install a browser: the phone page's browser
# tests need Chromium and its driver, and npm for axe-core (a machine whose Node.js came from
# elsewhere already has npm, and Debian's npm would clash with it).
TEST_PACKAGES := chromium chromium-driver $(if $(shell command -v npm),,nodejs npm)
PACKAGES = $(SYSTEM_PACKAGES)
AXE := tests/host/phones/node_modules/axe-core/axe.min.js
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: demo test lint system venv clean

# A taste of every game out loud (under 3 minutes); DEMO=motdit plays a whole game.
DEMO ?= --tour
demo: venv
	$(BIN)/partyhost demo $(DEMO)

test: PACKAGES += $(TEST_PACKAGES)
# The project's own modules are compiled first: with PYTHONDONTWRITEBYTECODE set, every
# `partyhost` a test starts would compile them again.
test: venv $(AXE)
	$(BIN)/python -m compileall -q engine host lexicon
	$(BIN)/python -m pytest

# axe-core, the accessibility checker that the phone page's browser tests run in the page.
$(AXE): | system
	npm install --no-audit --no-fund --no-package-lock --prefix tests/host/phones

lint: venv
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# Installs the Debian packages that are missing, and only those.
system:
	@missing=""; for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing system packages:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

venv: system $(VENV)/.installed

# uv installs the same packages as pip, compiled as pip does, four times faster (18 s against
# 84 s on a fresh machine); if uv cannot be had or fails, pip does it.
$(VENV)/.installed: pyproject.toml
	[ -x $(BIN)/python ] || $(PYTHON) -m venv $(VENV)
	( $(BIN)/python -m pip install -q uv && $(BIN)/python -m uv pip install -q --compile-bytecode --python $(BIN)/python -e '.[dev]' ) \
	  || $(BIN)/python -m pip install -q -e '.[dev]'
	touch $@

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .ruff_cache .hypothesis
