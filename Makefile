# The two quick-start commands are `make run` and `make test`; both install what is missing.
SHELL := /bin/bash
export PATH := $(PATH):/opt/swift/usr/bin:/usr/share/swift/usr/bin

.PHONY: deps build run test bench-store clean

## Installs the Debian packages the project needs, when missing.
deps:
	@scripts/install-deps.sh

## Builds everything in release mode.
build: deps
	swift build -c release

## Runs what exists so far: the store benchmark over a scratch database.
run: build
	.build/release/StoreBenchmark

## Builds and runs every test.
test: deps
	swift build --build-tests
	swift test

## Measures the SQLite store: 100 000 requests in one batch, next wake-up, file size.
bench-store: build
	.build/release/StoreBenchmark

clean:
	rm -rf .build
