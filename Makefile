# ncc — common tasks. `make test` is the README's test command.
GO       ?= go
BIN      ?= bin
FUZZTIME ?= 10s

.PHONY: all build demo test test-short test-exhaustive check-lit bench bench-go bench-tools bench-scripts fuzz lint clean

all: build

# Every command in tools/ (ncc, ncc-opt, filecheck, ncc-lit, ...) into bin/.
build:
	$(GO) build -o $(BIN)/ ./tools/...

# The main job, end to end on an included model (a small transformer block):
# compile it to a NEFF, run the NEFF on the timed simulator with a timeline
# and statistics, then compile and run it again against the reference
# interpreter (--check). Everything it writes goes to build/demo/.
DEMO       ?= build/demo
DEMO_MODEL ?= examples/transformer_block.mlir
demo: build
	@mkdir -p $(DEMO)
	$(BIN)/ncc compile $(DEMO_MODEL) -o $(DEMO)/transformer_block.neff --auto-cast none --timing
	$(BIN)/ncc run $(DEMO)/transformer_block.neff --random-inputs 1 --output-dir $(DEMO)/out --timeline $(DEMO)/timeline.html --stats-json $(DEMO)/stats.json > $(DEMO)/run.txt
	@cat $(DEMO)/run.txt
	$(BIN)/ncc run $(DEMO_MODEL) --stop-at=tonga --random-inputs 1 --check --auto-cast none
	@echo
	@echo "make demo: $$(sed -n 's/^modeled time: //p' $(DEMO)/run.txt) modeled for $(DEMO_MODEL), matching the reference interpreter"
	@echo "make demo: timeline: $(DEMO)/timeline.html  statistics: $(DEMO)/stats.json  results: $(DEMO)/out/"

# Unit tests and the lit suite (lit/lit_test.go builds the tools itself).
test:
	$(GO) test ./...

test-short:
	$(GO) test -short ./...

# Exhaustive numerics checks (every bit pattern of the small formats).
test-exhaustive:
	NCC_EXHAUSTIVE=1 $(GO) test -timeout 60m ./numerics/...

# The lit suite with the built tools, as a user would run it.
check-lit: build
	$(BIN)/ncc-lit -sv -D bin_dir=$(abspath $(BIN)) lit/

# Benchmarks: ncc-opt against mlir-opt, the Go benchmarks, then any
# scripts added to BENCH_SCRIPTS (a later Makefile line `BENCH_SCRIPTS +=
# path/to/script` is enough). Each part runs even when one before it
# failed, so the report is whole; make bench fails at the end if one did.
BENCH_SCRIPTS ?=
bench:
	@failed=""; \
	for part in bench-tools bench-go bench-scripts; do \
	  $(MAKE) --no-print-directory $$part || failed="$$failed $$part"; \
	done; \
	if [ -n "$$failed" ]; then echo "make bench: failed:$$failed"; exit 1; fi

# Compile time of the descent on BERT-base, stage by stage, against its
# 2 s target (tools/ncc-bench-compile).
BENCH_SCRIPTS += $(BIN)/ncc-bench-compile

# Modeled time of the NEFFs against the roofline of arch/'s peaks, and
# BERT-base's compile time to a NEFF (tools/ncc-bench-perf; with
# `-write docs/performance.md` it rewrites that page).
BENCH_SCRIPTS += $(BIN)/ncc-bench-perf

# Importing BERT-base from an HloModuleProto against its 0.5 s target
# (tools/ncc-bench-hlo), in process and through ncc-translate.
BENCH_SCRIPTS += "$(BIN)/ncc-bench-hlo -ncc-translate $(BIN)/ncc-translate"

# ncc-opt against mlir-opt on the generated 200,000-op module, side by side.
bench-tools: build
	$(BIN)/ncc-bench -ncc-opt $(BIN)/ncc-opt

bench-go:
	$(GO) test -run '^$$' -bench . ./...

bench-scripts: build
	@failed=""; for s in $(BENCH_SCRIPTS); do echo "== $$s"; $$s || failed="$$failed $$s"; done; \
	if [ -n "$$failed" ]; then echo "bench-scripts: failed:$$failed"; exit 1; fi

# A short run of every fuzz target, found by grepping for `func Fuzz`.
fuzz:
	@set -e; for f in $$(grep -rl --include='*_test.go' '^func Fuzz' . | sort); do \
	  dir=$$(dirname $$f); \
	  for name in $$(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*/\1/p' $$f); do \
	    echo "== $$dir $$name ($(FUZZTIME))"; \
	    $(GO) test -run '^$$' -fuzz "^$$name$$" -fuzztime $(FUZZTIME) $$dir; \
	  done; \
	done

# gofmt, go vet, and a tidy go.mod (direct dependencies not marked indirect).
lint:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt -l: these files need gofmt:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	@$(GO) mod tidy -diff || { echo "go.mod/go.sum are not tidy: run go mod tidy"; exit 1; }

clean:
	rm -rf $(BIN) build
	find lit -type d -name Output -prune -exec rm -rf {} +
