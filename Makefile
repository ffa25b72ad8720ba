# The two quick-start commands are `make run` and `make test`; both install what is missing.
SHELL := /bin/bash
export PATH := $(PATH):/opt/swift/usr/bin

PREFIX ?= $(HOME)/.local
BINDIR = $(PREFIX)/bin
DATADIR = $(PREFIX)/share
# systemd looks for user units in ~/.local/share/systemd/user and PREFIX/lib/systemd/user.
USERUNITDIR = $(if $(filter $(HOME)/.local,$(PREFIX)),$(DATADIR)/systemd/user,$(PREFIX)/lib/systemd/user)

.PHONY: build run test bench bench-store install uninstall clean

## Builds everything in release mode, installing build dependencies when missing. The
## Swift runtime is linked statically: remindd then stays under 25 MB resident.
build:
	@scripts/install-deps.sh build
	swift build -c release --static-swift-stdlib

## Runs Checklists as a user meets it: remindd running and the Checklists window open.
run: build
	@scripts/install-deps.sh run
	scripts/run.sh

## Builds and runs every test, installing what they need when missing.
test:
	@scripts/install-deps.sh build run test
	swift build --build-tests
	swift test

## Measures remindd: fire latency, idle wakeups and memory; writes bench/results.json.
bench: build
	@scripts/install-deps.sh run test
	python3 bench/bench.py

## Measures the SQLite store: 100 000 requests in one batch, next wake-up, file size.
bench-store: build
	.build/release/StoreBenchmark

## Installs binaries and service files under PREFIX (default ~/.local).
install: build
	install -D -m 755 .build/release/remindd $(DESTDIR)$(BINDIR)/remindd
	install -D -m 755 .build/release/checklists $(DESTDIR)$(BINDIR)/checklists
	install -d $(DESTDIR)$(DATADIR)/dbus-1/services $(DESTDIR)$(DATADIR)/dbus-1/interfaces $(DESTDIR)$(USERUNITDIR)
	sed 's|@bindir@|$(BINDIR)|g' data/dbus/org.checklists.Remindd.service.in > $(DESTDIR)$(DATADIR)/dbus-1/services/org.checklists.Remindd.service
	install -m 644 data/dbus/org.checklists.Remindd1.xml $(DESTDIR)$(DATADIR)/dbus-1/interfaces/org.checklists.Remindd1.xml
	sed 's|@bindir@|$(BINDIR)|g' data/systemd/remindd.service.in > $(DESTDIR)$(USERUNITDIR)/remindd.service
	install -d $(DESTDIR)$(DATADIR)/checklists/ui
	install -m 644 data/ui/*.ui $(DESTDIR)$(DATADIR)/checklists/ui/

## Removes what `make install` installed (the user's data stays).
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/remindd $(DESTDIR)$(BINDIR)/checklists
	rm -f $(DESTDIR)$(DATADIR)/dbus-1/services/org.checklists.Remindd.service
	rm -f $(DESTDIR)$(DATADIR)/dbus-1/interfaces/org.checklists.Remindd1.xml
	rm -f $(DESTDIR)$(USERUNITDIR)/remindd.service
	rm -rf $(DESTDIR)$(DATADIR)/checklists/ui

clean:
	rm -rf .build
