# Kinetics — the two commands a newcomer runs are `make test` and `make bench`.
SWIFT ?= swift
APT_PACKAGES := libblas-dev liblapacke-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps test bench benchmarks-doc build docs sanitize sanitize-address sanitize-thread fuzz clean

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

build: deps
	$(SWIFT) build

test: deps
	$(SWIFT) test

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
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan-suppressions.txt KINETICS_SANITIZER=address $(SWIFT) test --scratch-path .build-asan --sanitize=address

sanitize-thread: deps
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
