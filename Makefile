# Kinetics — the two commands a newcomer runs are `make test` and `make bench`.
SWIFT ?= swift
# libblas-dev and liblapacke-dev: KineticsLinearAlgebra; patchelf: `make install`; pkg-config and
# cmake: the packaging test builds a C program with each.
APT_PACKAGES := libblas-dev liblapacke-dev patchelf pkg-config cmake
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# The release, from the one place it is decided (a test checks every copy against it).
VERSION := $(shell cat VERSION)
VERSION_MAJOR := $(word 1,$(subst ., ,$(VERSION)))
VERSION_MINOR := $(word 2,$(subst ., ,$(VERSION)))

# GNU installation directories; DESTDIR stages the files for a package build.
PREFIX ?= /usr/local
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include

.PHONY: deps test test-python test-packaging bench benchmarks-doc build docs sanitize sanitize-address sanitize-thread fuzz clean install uninstall

# Installs the system libraries that KineticsLinearAlgebra links, only when one is missing.
# apt's package lists may be empty on a fresh machine, so `apt-get update` runs first (once).
deps:
	@if dpkg -s $(APT_PACKAGES) >/dev/null 2>&1; then \
	  echo "deps: $(APT_PACKAGES) present"; \
	else \
	  echo "deps: installing $(APT_PACKAGES)"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(APT_PACKAGES); \
	fi
	@# The C API tests call Kinetics from Python (ctypes + numpy) and compile C with cc or clang.
	@if python3 -c 'import numpy' >/dev/null 2>&1; then :; else \
	  echo "deps: installing python3-numpy"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3 python3-numpy; \
	fi
	@# The Python package's tests run under pytest; its install test needs venv. pip first (the
	@# interpreter's own), Debian's packages where pip may not install (an externally managed Python).
	@if python3 -c 'import pytest' >/dev/null 2>&1; then :; else \
	  echo "deps: installing pytest"; \
	  python3 -m pip install --quiet pytest 2>/dev/null || { $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3-pytest; }; \
	fi
	@if python3 -m venv --help >/dev/null 2>&1 && python3 -c 'import ensurepip' >/dev/null 2>&1; then :; else \
	  echo "deps: installing python3-venv"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3-venv; \
	fi

build: deps
	$(SWIFT) build

# The Swift suite (with the C and Python clients of the C API), the Python package's pytest suite,
# then the packaging test: make install into a temporary prefix, a C program built with pkg-config
# outside the checkout, pip install into a temporary venv, the Swift consumer package.
# Tests leave nothing in /tmp: SwiftPM leaves a TemporaryDirectory.* behind on every build, so the
# test targets point TMPDIR into .build (the tests' own temporary directories go there too and are
# removed by the tests).
# The packaging test makes its own temporary directory under the system's and removes it.
TEST_TMPDIR := $(CURDIR)/.build/tmp
SYSTEM_TMPDIR := $(or $(TMPDIR),/tmp)
test test-python sanitize-address sanitize-thread: export TMPDIR := $(TEST_TMPDIR)

test: deps
	mkdir -p $(TEST_TMPDIR)
	$(SWIFT) test
	$(MAKE) --no-print-directory test-python
	TMPDIR=$(SYSTEM_TMPDIR) $(MAKE) --no-print-directory test-packaging

# The Python package against the library that `swift build` made (no install; no bytecode or
# pytest cache written into the checkout).
test-python:
	mkdir -p $(TEST_TMPDIR)
	$(SWIFT) build --product KineticsC
	KINETICS_LIBRARY="$$($(SWIFT) build --show-bin-path)/libKineticsC.so" PYTHONPATH=python \
	  PYTHONDONTWRITEBYTECODE=1 python3 -m pytest -q -p no:cacheprovider python/tests

test-packaging:
	bash Packaging/test-packaging.sh

# The C ABI for C and C++ users: libKineticsC.so.$(VERSION) (soname libKineticsC.so.$(VERSION_MAJOR),
# RUNPATH $$ORIGIN/kinetics) with the Swift runtime libraries it needs in $(LIBDIR)/kinetics,
# kinetics.h, kinetics.pc and a CMake package (docs/c-api.md, docs/architecture.md "Packaging").
install:
	$(SWIFT) build -c release --product KineticsC
	python3 Packaging/stage_library.py "$$($(SWIFT) build -c release --show-bin-path)/libKineticsC.so" \
	  "$(DESTDIR)$(LIBDIR)" $(VERSION) >/dev/null
	install -d "$(DESTDIR)$(INCLUDEDIR)" "$(DESTDIR)$(LIBDIR)/pkgconfig" "$(DESTDIR)$(LIBDIR)/cmake/Kinetics"
	install -m 644 Sources/CKinetics/include/kinetics.h "$(DESTDIR)$(INCLUDEDIR)/kinetics.h"
	for file in pkgconfig/kinetics.pc:kinetics.pc.in cmake/Kinetics/KineticsConfig.cmake:KineticsConfig.cmake.in \
	  cmake/Kinetics/KineticsConfigVersion.cmake:KineticsConfigVersion.cmake.in; do \
	  sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(LIBDIR)|g' -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|g' \
	    -e 's|@VERSION@|$(VERSION)|g' -e 's|@MAJOR@|$(VERSION_MAJOR)|g' -e 's|@MINOR@|$(VERSION_MINOR)|g' \
	    "Packaging/$${file#*:}" > "$(DESTDIR)$(LIBDIR)/$${file%%:*}" || exit 1; \
	done

# Removes what `make install` wrote with the same PREFIX (and DESTDIR), and the folders it made
# when they are left empty.
uninstall:
	rm -f "$(DESTDIR)$(LIBDIR)/libKineticsC.so" "$(DESTDIR)$(LIBDIR)/libKineticsC.so.$(VERSION_MAJOR)" \
	  "$(DESTDIR)$(LIBDIR)/libKineticsC.so.$(VERSION)" "$(DESTDIR)$(INCLUDEDIR)/kinetics.h" \
	  "$(DESTDIR)$(LIBDIR)/pkgconfig/kinetics.pc" "$(DESTDIR)$(LIBDIR)/cmake/Kinetics/KineticsConfig.cmake" \
	  "$(DESTDIR)$(LIBDIR)/cmake/Kinetics/KineticsConfigVersion.cmake"
	rm -rf "$(DESTDIR)$(LIBDIR)/kinetics"
	-rmdir "$(DESTDIR)$(LIBDIR)/cmake/Kinetics" "$(DESTDIR)$(LIBDIR)/cmake" "$(DESTDIR)$(LIBDIR)/pkgconfig" \
	  "$(DESTDIR)$(INCLUDEDIR)" "$(DESTDIR)$(LIBDIR)" 2>/dev/null

# The benchmark builds the whole package (libraries, C API, bench) for one CPU, so that the C API
# rows compare like with like; KINETICS_MARCH=x86-64-v3 (or any -march value) picks another CPU.
KINETICS_MARCH ?= native

# The curves-command rows run the release `curves` beside `bench`, so it is built first.
bench: deps
	KINETICS_MARCH=$(KINETICS_MARCH) $(SWIFT) build -c release --product curves
	KINETICS_MARCH=$(KINETICS_MARCH) $(SWIFT) run -c release bench $(BENCH_ARGS)

# A full benchmark run written to docs/benchmarks.md with the machine it ran on (run it on an idle machine).
benchmarks-doc: deps
	KINETICS_MARCH=$(KINETICS_MARCH) $(SWIFT) build -c release --product bench
	KINETICS_MARCH=$(KINETICS_MARCH) $(SWIFT) build -c release --product curves
	.build/release/bench --format csv > .build/bench-results.csv
	KINETICS_MARCH=$(KINETICS_MARCH) python3 Benchmarks/write_benchmarks_md.py .build/bench-results.csv docs/benchmarks.md

# The test suite under AddressSanitizer, then under ThreadSanitizer, each in its own build folder.
# Swift code checks overflow and bounds by itself; the C clients of the C API are compiled with
# -fsanitize=address,undefined (and thread) to match. UBSan has no Swift mode (`-sanitize=undefined`
# is rejected for Linux targets).
sanitize: sanitize-address sanitize-thread

sanitize-address: deps
	mkdir -p $(TEST_TMPDIR)
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan-suppressions.txt KINETICS_SANITIZER=address $(SWIFT) test --scratch-path .build-asan --sanitize=address

sanitize-thread: deps
	mkdir -p $(TEST_TMPDIR)
	KINETICS_SANITIZER=thread $(SWIFT) test --scratch-path .build-tsan --sanitize=thread

# Builds the libFuzzer targets of Fuzz/ and runs each for a bounded time (docs/reliability.md).
# `make fuzz FUZZ_SECONDS=5400 FUZZ_RUNS=10000000 FUZZ_TARGETS=keyframe-tracks` narrows or widens
# it; 10⁷ inputs take 2 to 50 minutes per library target on one core (FUZZ_EXTRA=-max_len=512 keeps
# inputs short), hours for curves-arguments (docs/reliability.md, Fuzzing).
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_RUNS=$(FUZZ_RUNS) bash Fuzz/run.sh $(FUZZ_TARGETS)

# Builds the DocC archive of the Kinetics module into .build/docs/Kinetics.doccarchive.
# `dump-symbol-graph` always writes fresh symbol graphs; only Kinetics' own are given to docc.
docs: deps
	$(SWIFT) package dump-symbol-graph --minimum-access-level public
	rm -rf .build/symbol-graphs && mkdir -p .build/symbol-graphs .build/docs
	cp .build/*/symbolgraph/Kinetics.symbols.json .build/*/symbolgraph/Kinetics@*.symbols.json .build/symbol-graphs/
	docc convert Sources/Kinetics/Kinetics.docc --fallback-display-name Kinetics \
	  --fallback-bundle-identifier org.kinetics.Kinetics \
	  --additional-symbol-graph-dir .build/symbol-graphs --output-dir .build/docs/Kinetics.doccarchive

clean:
	rm -rf .build
