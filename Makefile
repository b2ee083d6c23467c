# partyhost: `make demo` and `make test` are all a newcomer needs on Debian/Ubuntu.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# wordnet-base: the WordNet data a Mot Dit guess's clues are related through (the game plays
# without it, with a one-line note).
SYSTEM_PACKAGES := espeak-ng alsa-utils libportaudio2 pulseaudio pulseaudio-utils libasound2-plugins wordnet-base
# Only for the tests, so that `make demo` does not install a browser: the phone page's browser
# tests need Chromium and its driver, and npm for axe-core (a machine whose Node.js came from
# elsewhere already has npm, and Debian's npm would clash with it).
TEST_PACKAGES := chromium chromium-driver $(if $(shell command -v npm),,nodejs npm)
PACKAGES = $(SYSTEM_PACKAGES)
# The MBROLA voices (diphones of real speakers, through espeak-ng) that the tests, the benchmark
# and the development set speak with; `system` installs them for the tests. On Debian they are in
# the non-free section (mbrola itself in contrib), fetched from there through a package list of
# their own, the machine's own sources left as they are.
MBROLA_PACKAGES := mbrola mbrola-us1 mbrola-us2 mbrola-us3 mbrola-en1
NONFREE_SOURCES = deb http://deb.debian.org/debian $$(. /etc/os-release && echo $$VERSION_CODENAME) main contrib non-free
AXE := tests/host/phones/node_modules/axe-core/axe.min.js
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: demo test lint system venv clean

# A taste of every game out loud (under 3 minutes); DEMO=motdit plays a whole game.
DEMO ?= --tour
demo: venv
	$(BIN)/partyhost demo $(DEMO)

test: PACKAGES += $(TEST_PACKAGES)
test: VOICE_PACKAGES = $(MBROLA_PACKAGES)
# The project's own modules are compiled first, and the tests may write their compiled files even
# where PYTHONDONTWRITEBYTECODE is set: otherwise every `partyhost` a test starts would compile
# the host again, and every test process rewrite and compile every test module (seconds each).
test: venv $(AXE)
	$(BIN)/python -m compileall -q engine host lexicon
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest

# axe-core, the accessibility checker that the phone page's browser tests run in the page.
$(AXE): | system
	npm install --no-audit --no-fund --no-package-lock --prefix tests/host/phones

lint: venv
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# Installs the Debian packages that are missing, and only those (`make system VOICE_PACKAGES=...`
# also the MBROLA voices, as `make test` does).
VOICE_PACKAGES ?=
system:
	@missing=""; for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing system packages:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@missing=""; for p in $(VOICE_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing the MBROLA voices:$$missing"; \
	  if grep -q '^ID=debian' /etc/os-release; then \
	    apt=$$(mktemp -d) && mkdir -p $$apt/lists/partial && \
	    echo "$(NONFREE_SOURCES)" > $$apt/sources.list && \
	    set -- -o Dir::Etc::sourcelist=$$apt/sources.list -o Dir::Etc::sourceparts=- -o Dir::State::Lists=$$apt/lists && \
	    $(SUDO) apt-get "$$@" update -qq && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get "$$@" install -y -qq --no-install-recommends $$missing; \
	    status=$$?; $(SUDO) rm -rf $$apt; exit $$status; \
	  else \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	  fi; \
	fi

venv: system $(VENV)/.installed

# uv installs the same packages as pip, compiled as pip does, four times faster (18 s against
# 84 s on a fresh machine), pip among them; the venv starts without pip (its own copy takes
# seconds to set up) and the machine's pip puts uv in it. If that cannot be done, pip does it all.
$(VENV)/.installed: pyproject.toml
	[ -x $(BIN)/python ] || $(PYTHON) -m venv --without-pip $(VENV)
	( $(PYTHON) -m pip --python $(BIN)/python install -q uv \
	  && $(BIN)/python -m uv pip install -q --compile-bytecode --python $(BIN)/python -e '.[dev]' pip ) \
	  || ( $(BIN)/python -m ensurepip >/dev/null && $(BIN)/python -m pip install -q -e '.[dev]' )
	touch $@

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .ruff_cache .hypothesis
