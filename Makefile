# The two quick-start commands are `make run` and `make test`; both install what is missing.
SHELL := /bin/bash
export PATH := $(PATH):/opt/swift/usr/bin

PREFIX ?= $(HOME)/.local
BINDIR = $(PREFIX)/bin
DATADIR = $(PREFIX)/share
# systemd looks for user units in ~/.local/share/systemd/user and PREFIX/lib/systemd/user.
USERUNITDIR = $(if $(filter $(HOME)/.local,$(PREFIX)),$(DATADIR)/systemd/user,$(PREFIX)/lib/systemd/user)
ICONDIR = $(DATADIR)/icons/hicolor
MANDIR = $(DATADIR)/man
# Where bash-completion, zsh and fish look for completions under PREFIX; the Debian package
# puts zsh's in /usr/share/zsh/vendor-completions, where Debian's zsh looks.
BASHCOMPDIR = $(DATADIR)/bash-completion/completions
ZSHCOMPDIR = $(DATADIR)/zsh/site-functions
FISHCOMPDIR = $(DATADIR)/fish/vendor_completions.d
# The version, from the first line of the Debian changelog: the package, the man pages and
# the metainfo's newest release name it.
VERSION = $(shell sed -n '1s/^[^(]*(\([^)]*\)).*/\1/p' packaging/debian/changelog)
# The app's identifier: its GtkApplication id, bus name, desktop file and icon name.
APPID = org.checklists.Checklists
# Where `install-files` takes the executables from; `make install` builds them there first.
BUILDDIR ?= .build/release
# The icons, as paths under hicolor/: SIZE/apps/NAME.png, scalable/apps/, symbolic/apps/.
ICONS = $(patsubst data/icons/hicolor/%,%,$(wildcard data/icons/hicolor/*/apps/*))
# Copies a template with @bindir@ replaced by the installed binaries' folder: $(call subst-bindir,FROM,TO).
subst-bindir = sed 's|@bindir@|$(BINDIR)|g' $(1) > $(2) && chmod 644 $(2)
# The same for a desktop entry, with every language's names and comments from po/ (msgfmt --desktop).
translated-entry = msgfmt --desktop -d po --template $(1) -o - | sed 's|@bindir@|$(BINDIR)|g' > $(2) && chmod 644 $(2)

# The Swift sources swift-format checks (configuration: .swift-format).
FORMATTED = Package.swift Sources Tests bench Fuzz

# The libFuzzer targets under Fuzz/ (docs/reliability.md, "Fuzzing"), each with its seed corpus
# in Fuzz/Corpus/TARGET; how long `make fuzz` runs each; how they are built (their own build
# path, so ordinary builds are untouched; Package.swift adds them only with CHECKLISTS_FUZZ=1)
# and run (no Swift backtracer: libFuzzer and AddressSanitizer report crashes; GLib allocates
# with malloc, not its slices, so that LeakSanitizer sees what GLib objects leak; a leak that is
# Foundation's own is suppressed).
FUZZERS = WireCodecFuzzer CommandLineFuzzer ICalendarFuzzer CalDAVXMLFuzzer SettingsFileFuzzer RecurrenceFuzzer StoredRequestFuzzer
FUZZ_SECONDS ?= 60
FUZZ_BUILD = CHECKLISTS_FUZZ=1 swift build --build-path .build-fuzz --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address
FUZZ_RUN = SWIFT_BACKTRACE=enable=no G_SLICE=always-malloc LSAN_OPTIONS=suppressions=$(LSAN_SUPPRESSIONS):print_suppressions=0

# The LeakSanitizer and ThreadSanitizer suppressions: each entry is a library's own leak or
# race, with why (scripts/sanitizers/).
LSAN_SUPPRESSIONS = $(CURDIR)/scripts/sanitizers/lsan-suppressions.txt
TSAN_SUPPRESSIONS = $(CURDIR)/scripts/sanitizers/tsan-suppressions.txt
# What `make test-sanitized` runs (docs/reliability.md, "Sanitizers"). Under AddressSanitizer
# (.build-asan): every test but the fault suite. Under ThreadSanitizer (.build-tsan): the
# tests of the code that runs threads (remindd's reply queue and staged saves, the client's
# and the window's worker threads, the sync's) and the end-to-end tests that drive remindd
# from its bus, its store and the window's background calls. Left out: the fault suite, and
# the fire that must come within 400 ms during a large AddMany (the sanitizers slow remindd
# down several times; make test holds that bound).
SLOW_UNDER_SANITIZERS = --skip reminderDueDuringALongAddManyIsOnTime
ASAN_TESTS = --skip FaultTests $(SLOW_UNDER_SANITIZERS)
TSAN_TESTS = $(SLOW_UNDER_SANITIZERS) --filter RemindDaemonTests --filter NotificationStoreTests --filter RemindersClientTests \
	--filter ChecklistsRemindersTests --filter ChecklistsSyncTests --filter 'EndToEndTests\.(DeliveryTests|ListingTests|PagedListingTests|CrashRecoveryTests|CancelTests|ChecklistReminderTests|StatusTests)' \
	--filter 'StoppedDaemonWindowTests'
# Every sanitized process, the tests' children included (remindd, checklists: the tests find
# them next to the test bundle, in the same build folder), writes its reports into
# SANITIZER_LOGS/NAME.PID rather than on stderr, where a child's report would only look like
# a failed or a passing test; the run fails when a report is there after the tests.
SANITIZER_LOGS = $(CURDIR)/.build-sanitizers
# Leak reports unwind through GLib, which has no frame pointers (fast_unwind_on_malloc=0),
# so that a suppression can name the library a leak comes from. At most 4 tests run at once:
# more and the slowed-down servers the tests start miss their 30 s to start on 2 cores.
SANITIZED_RUN = SWIFT_BACKTRACE=enable=no G_SLICE=always-malloc \
	SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=4 \
	ASAN_OPTIONS=halt_on_error=1:exitcode=66:log_path=$(SANITIZER_LOGS)/asan:log_exe_name=1:detect_leaks=1:fast_unwind_on_malloc=0:malloc_context_size=30 \
	LSAN_OPTIONS=suppressions=$(LSAN_SUPPRESSIONS):print_suppressions=0 \
	TSAN_OPTIONS=halt_on_error=0:exitcode=66:log_path=$(SANITIZER_LOGS)/tsan:log_exe_name=1:suppressions=$(TSAN_SUPPRESSIONS)

.PHONY: build po completions locale run test lint validate-data deb test-deb coverage test-faults soak fuzz fuzz-build fuzz-corpus test-sanitized test-asan test-tsan bench bench-docs bench-store install install-files uninstall clean

## Builds everything in release mode, installing build dependencies when missing. The
## Swift runtime is linked statically: remindd then stays under 25 MB resident.
build: locale
	@scripts/install-deps.sh build
	swift build -c release --static-swift-stdlib

## Regenerates the translations' template po/checklists.pot from the sources (po/POTFILES)
## and merges it into each po/LANG.po (scripts/po.sh; po/README.md says how to translate).
po:
	scripts/po.sh update

## Regenerates the shell completions under data/completions and the SYNOPSIS of
## data/man/checklists.1 (between its marker comments) from the commands' declarations in
## Sources/ChecklistsCommandLine/Verbs, with the built checklists' hidden options; a unit test
## fails while they are stale. In English whatever the user's language.
completions:
	swift build --product checklists
	for shell in bash zsh fish; do \
		LC_ALL=C.UTF-8 LANGUAGE= .build/debug/checklists --generate-completion-script $$shell \
			> data/completions/$$(case $$shell in bash) echo checklists.bash;; zsh) echo _checklists;; fish) echo checklists.fish;; esac) || exit 1; \
	done
	LC_ALL=C.UTF-8 LANGUAGE= .build/debug/checklists --generate-man-synopsis > .build/synopsis.man
	awk -v begin="$$(grep -n 'is made from the commands' data/man/checklists.1 | cut -d: -f1)" \
		-v end="$$(grep -n '^.\\" End of the SYNOPSIS' data/man/checklists.1 | cut -d: -f1)" \
		'NR == begin { print; while ((getline line < ".build/synopsis.man") > 0) print line } NR < begin || NR >= end' \
		data/man/checklists.1 > .build/checklists.1 && mv .build/checklists.1 data/man/checklists.1

## Compiles the translations into .build/locale/LANG/LC_MESSAGES/checklists.mo, where the
## executables of a build in this folder find them (CHECKLISTS_LOCALEDIR names another).
locale:
	@scripts/install-deps.sh build
	scripts/po.sh compile .build/locale

## Runs Checklists as a user meets it: remindd running and the Checklists window open.
run: build
	@scripts/install-deps.sh run
	scripts/run.sh

## Builds and runs every test, installing what they need when missing: first all but the
## fault suite, in parallel, then each fuzz target over its seed corpus (fuzz-corpus), then
## the fault suite (see test-faults).
test: lint validate-data locale
	@scripts/install-deps.sh build run test
	swift build --build-tests
	swift test --skip FaultTests
	@$(MAKE) --no-print-directory fuzz-corpus
	swift test --filter FaultTests

## Checks the formatting of every Swift file with the toolchain's swift-format (strict:
## any finding fails). `swift format format -i -r $(FORMATTED)` fixes most of them.
lint:
	swift format lint --strict -r $(FORMATTED)

## Checks the files under data/ with the desktop's own checkers: desktop-file-validate on
## the desktop and login entries, appstreamcli on the metainfo (whose newest release must
## be VERSION), both with their translations merged, groff's warnings on the man pages; and
## the translations (scripts/po.sh check): a text of the sources missing from the template,
## an untranslated or fuzzy entry, or placeholders that differ from the English fail.
validate-data:
	@scripts/install-deps.sh test
	scripts/validate-data.sh $(VERSION)

## Builds the Debian package checklists_VERSION_ARCH.deb in this folder from the release
## build (scripts/build-deb.sh: make install-files into a staging tree, dependencies from
## dpkg-shlibdeps, then lintian).
deb: build
	@scripts/install-deps.sh package
	scripts/build-deb.sh $(VERSION)

## Builds the package, installs it with apt-get, has the installed D-Bus activation start
## remindd for `checklists notify` on a private session bus, then purges the package and
## checks that none of its files is left (scripts/test-deb.sh). As root, on a machine where
## Checklists is not installed otherwise. About 3 minutes here on top of the release build
## (packing and lintian take most), and 3 more for that build from scratch.
test-deb: deb
	@scripts/install-deps.sh run
	scripts/test-deb.sh checklists_$(VERSION)_$(shell dpkg --print-architecture).deb

## Runs the unit tests (every test target but the end-to-end and fault suites) with code
## coverage, and prints the line coverage of each target under Sources/ (scripts/coverage.py).
## The profiles of earlier runs are removed first, so only these tests count.
coverage:
	@scripts/install-deps.sh build
	rm -rf .build/debug/codecov
	swift build --build-tests --enable-code-coverage
	swift test --enable-code-coverage --skip EndToEndTests
	/usr/bin/python3 scripts/coverage.py

## Runs the fault suite alone (docs/reliability.md): crashes at each step of a fire, kills
## during edits, notification server faults, clock and time-zone changes, resume, storage
## faults and bad input. As root: it mounts small file systems and sets the clock.
test-faults:
	@scripts/install-deps.sh build run test
	swift build --build-tests
	swift test --filter FaultTests

## Builds and runs the tests under the sanitizers (not part of `make test`): every test but the
## fault suite with AddressSanitizer and LeakSanitizer (.build-asan), then the threaded code
## and the end-to-end tests that drive remindd with ThreadSanitizer (.build-tsan). Any report,
## of the tests or of a remindd or checklists they started, fails the run and is printed
## (docs/reliability.md, "Sanitizers"). About 30 minutes here, and 25 more for each
## sanitized build from scratch.
test-sanitized: test-asan test-tsan

## The AddressSanitizer half of test-sanitized.
test-asan:
	@scripts/install-deps.sh build run test
	swift build --build-tests --build-path .build-asan --sanitize=address
	@scripts/sanitizers/check-sanitized.sh .build-asan __asan_init
	@rm -rf $(SANITIZER_LOGS) && mkdir -p $(SANITIZER_LOGS)
	$(SANITIZED_RUN) swift test --skip-build --build-path .build-asan --sanitize=address $(ASAN_TESTS); \
		status=$$?; scripts/sanitizers/check-logs.sh $(SANITIZER_LOGS) $$status

## The ThreadSanitizer half of test-sanitized.
test-tsan:
	@scripts/install-deps.sh build run test
	swift build --build-tests --build-path .build-tsan --sanitize=thread
	@scripts/sanitizers/check-sanitized.sh .build-tsan __tsan_init
	@rm -rf $(SANITIZER_LOGS) && mkdir -p $(SANITIZER_LOGS)
	$(SANITIZED_RUN) swift test --skip-build --build-path .build-tsan --sanitize=thread $(TSAN_TESTS); \
		status=$$?; scripts/sanitizers/check-logs.sh $(SANITIZER_LOGS) $$status

## Soaks remindd and the app (docs/reliability.md, "The soak"): SOAK_ITERATIONS (default
## 10 000) remindd processes SIGKILLed at random moments and at the fail points while
## requests are added, replaced, cancelled and fired, and every tenth iteration a
## `checklists` edit and a sync with Radicale killed; then a year of calendar requests at
## speed. Prints a table (kills per step, lost, doubled, corrupt, time); fails on a lost
## edit, a double outside the documented window or a failed integrity check. Not part of
## `make test`; `make soak SOAK_ITERATIONS=50` takes a couple of minutes.
SOAK_ITERATIONS ?= 10000
soak:
	@scripts/install-deps.sh build run test
	swift build --build-tests
	SOAK_ITERATIONS=$(SOAK_ITERATIONS) swift test --skip-build --filter 'FaultTests.(SoakTests|AcceleratedTimeTests)'

## Builds the fuzz targets with libFuzzer and AddressSanitizer into .build-fuzz.
fuzz-build:
	@scripts/install-deps.sh build
	@for fuzzer in $(FUZZERS); do \
		echo "$(FUZZ_BUILD) --product $$fuzzer"; \
		$(FUZZ_BUILD) --product $$fuzzer || exit 1; \
	done

## Runs each fuzz target once over every file of its seed corpus (a few seconds): a parser
## that now traps on a seed or a saved crash fails here.
fuzz-corpus: fuzz-build
	@for fuzzer in $(FUZZERS); do \
		echo "$$fuzzer: $$(ls Fuzz/Corpus/$$fuzzer | wc -l) inputs"; \
		$(FUZZ_RUN) .build-fuzz/debug/$$fuzzer -timeout=30 Fuzz/Corpus/$$fuzzer/* >.build-fuzz/$$fuzzer.log 2>&1 \
			|| { cat .build-fuzz/$$fuzzer.log; echo "$$fuzzer failed on its corpus"; exit 1; }; \
	done

## Fuzzes each parser of outside input for FUZZ_SECONDS (default 60) seconds, starting from
## its seeds and what earlier runs found (.build-fuzz/corpus/TARGET). A crash, a failed check,
## a leak or an input slower than 30 s stops it; the input is saved in .build-fuzz/crashes/.
## (The targets are debug builds under AddressSanitizer, about 300 times slower than release:
## a repeat rule that matches nothing, searched for 400 years, takes 5 s there, 17 ms in release.)
fuzz: fuzz-build
	@mkdir -p .build-fuzz/crashes
	@for fuzzer in $(FUZZERS); do \
		mkdir -p .build-fuzz/corpus/$$fuzzer; \
		echo "$$fuzzer: $(FUZZ_SECONDS) s"; \
		$(FUZZ_RUN) .build-fuzz/debug/$$fuzzer -max_total_time=$(FUZZ_SECONDS) -timeout=30 -rss_limit_mb=4096 \
			-print_final_stats=1 -artifact_prefix=.build-fuzz/crashes/$$fuzzer- \
			.build-fuzz/corpus/$$fuzzer Fuzz/Corpus/$$fuzzer >.build-fuzz/$$fuzzer.log 2>&1 \
			|| { tail -60 .build-fuzz/$$fuzzer.log; echo "$$fuzzer found a failure: see .build-fuzz/crashes/"; exit 1; }; \
		grep -E "^stat::number_of_executed_units|^Done" .build-fuzz/$$fuzzer.log; \
	done

## Measures remindd and the app next to their peers (at, remind): fire latency, idle wakeups
## and memory, 100 000 requests, window start-up. Prints one table and writes
## bench/results.json (about 5 minutes). Debian's python3, which has python3-dbus.
bench: build
	@scripts/install-deps.sh run test bench
	/usr/bin/python3 bench/bench.py

## Puts the table and machine of bench/results.json into docs/performance.md, between its
## bench markers (no measuring, no python3-dbus needed).
bench-docs:
	/usr/bin/python3 bench/bench.py --docs

## Measures the SQLite store (bench/StoreBenchmark): 100 000 requests in one batch, next
## wake-up, file size.
bench-store: build
	.build/release/StoreBenchmark

## Installs the binaries, the window's files, the translations, the desktop entry (with its
## translated names, as the metainfo), icons, AppStream metadata,
## the D-Bus services, remindd's systemd user unit, the man pages and the shell completions
## of bash, zsh and fish under PREFIX (default ~/.local), after
## a release build. DESTDIR, when given, is put in front of every path (for packaging).
install: build
	@$(MAKE) --no-print-directory install-files

## What `install` does after building: copies the executables of BUILDDIR (default
## .build/release) and the data files. The install test uses it with the debug build.
install-files:
	install -D -m 755 $(BUILDDIR)/remindd $(DESTDIR)$(BINDIR)/remindd
	install -D -m 755 $(BUILDDIR)/checklists $(DESTDIR)$(BINDIR)/checklists
	install -d $(DESTDIR)$(DATADIR)/dbus-1/services $(DESTDIR)$(DATADIR)/dbus-1/interfaces $(DESTDIR)$(USERUNITDIR)
	$(call subst-bindir,data/dbus/org.checklists.Remindd.service.in,$(DESTDIR)$(DATADIR)/dbus-1/services/org.checklists.Remindd.service)
	$(call subst-bindir,data/dbus/$(APPID).service.in,$(DESTDIR)$(DATADIR)/dbus-1/services/$(APPID).service)
	install -m 644 data/dbus/org.checklists.Remindd1.xml $(DESTDIR)$(DATADIR)/dbus-1/interfaces/org.checklists.Remindd1.xml
	$(call subst-bindir,data/systemd/remindd.service.in,$(DESTDIR)$(USERUNITDIR)/remindd.service)
	install -d $(DESTDIR)$(DATADIR)/checklists/ui $(DESTDIR)$(DATADIR)/checklists/autostart
	install -m 644 data/ui/*.ui $(DESTDIR)$(DATADIR)/checklists/ui/
	$(call translated-entry,data/$(APPID)-autostart.desktop.in,$(DESTDIR)$(DATADIR)/checklists/autostart/$(APPID).desktop)
	install -d $(DESTDIR)$(DATADIR)/applications $(DESTDIR)$(DATADIR)/metainfo
	$(call translated-entry,data/$(APPID).desktop.in,$(DESTDIR)$(DATADIR)/applications/$(APPID).desktop)
	msgfmt --xml -d po --template data/$(APPID).metainfo.xml -o $(DESTDIR)$(DATADIR)/metainfo/$(APPID).metainfo.xml
	chmod 644 $(DESTDIR)$(DATADIR)/metainfo/$(APPID).metainfo.xml
	scripts/po.sh compile $(DESTDIR)$(DATADIR)/locale
	install -d $(DESTDIR)$(MANDIR)/man1
	sed 's|@version@|$(VERSION)|g' data/man/checklists.1 > $(DESTDIR)$(MANDIR)/man1/checklists.1
	sed 's|@version@|$(VERSION)|g' data/man/remindd.1 > $(DESTDIR)$(MANDIR)/man1/remindd.1
	chmod 644 $(DESTDIR)$(MANDIR)/man1/checklists.1 $(DESTDIR)$(MANDIR)/man1/remindd.1
	install -D -m 644 data/completions/checklists.bash $(DESTDIR)$(BASHCOMPDIR)/checklists
	install -D -m 644 data/completions/_checklists $(DESTDIR)$(ZSHCOMPDIR)/_checklists
	install -D -m 644 data/completions/checklists.fish $(DESTDIR)$(FISHCOMPDIR)/checklists.fish
	@for icon in $(ICONS); do \
		echo "install -D -m 644 data/icons/hicolor/$$icon $(DESTDIR)$(ICONDIR)/$$icon"; \
		install -D -m 644 data/icons/hicolor/$$icon $(DESTDIR)$(ICONDIR)/$$icon || exit 1; \
	done
	@# Refreshes the caches of the live system (not of a DESTDIR staging tree); a failure is harmless.
	@if [ -z "$(DESTDIR)" ]; then \
		if command -v gtk-update-icon-cache >/dev/null; then gtk-update-icon-cache -q -f -t $(ICONDIR) || true; fi; \
		if command -v update-desktop-database >/dev/null; then update-desktop-database -q $(DATADIR)/applications || true; fi; \
	fi

## Removes what `make install` installed (the user's data stays, and so does the copy of the
## autostart entry that Settings puts in ~/.config/autostart while "Start at login" is on).
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/remindd $(DESTDIR)$(BINDIR)/checklists
	rm -f $(DESTDIR)$(DATADIR)/dbus-1/services/org.checklists.Remindd.service
	rm -f $(DESTDIR)$(DATADIR)/dbus-1/services/$(APPID).service
	rm -f $(DESTDIR)$(DATADIR)/dbus-1/interfaces/org.checklists.Remindd1.xml
	rm -f $(DESTDIR)$(USERUNITDIR)/remindd.service
	rm -rf $(DESTDIR)$(DATADIR)/checklists/ui
	rm -f $(DESTDIR)$(DATADIR)/checklists/autostart/$(APPID).desktop
	@# share/checklists is also where the data lives under ~/.local: removed only when empty.
	@rmdir $(DESTDIR)$(DATADIR)/checklists/autostart 2>/dev/null || true
	@rmdir $(DESTDIR)$(DATADIR)/checklists 2>/dev/null || true
	rm -f $(DESTDIR)$(DATADIR)/applications/$(APPID).desktop
	rm -f $(DESTDIR)$(DATADIR)/metainfo/$(APPID).metainfo.xml
	rm -f $(addprefix $(DESTDIR)$(ICONDIR)/,$(ICONS))
	rm -f $(DESTDIR)$(MANDIR)/man1/checklists.1 $(DESTDIR)$(MANDIR)/man1/remindd.1
	rm -f $(DESTDIR)$(DATADIR)/locale/*/LC_MESSAGES/checklists.mo
	rm -f $(DESTDIR)$(BASHCOMPDIR)/checklists $(DESTDIR)$(ZSHCOMPDIR)/_checklists $(DESTDIR)$(FISHCOMPDIR)/checklists.fish
	@# Refreshes the caches install made, or removes them when nothing else is left to list.
	@if [ -z "$(DESTDIR)" ]; then \
		if [ -f $(ICONDIR)/icon-theme.cache ]; then \
			if find $(ICONDIR) -mindepth 2 -type f | grep -q .; then gtk-update-icon-cache -q -f -t $(ICONDIR) || true; \
			else rm -f $(ICONDIR)/icon-theme.cache; fi; \
		fi; \
		if [ -f $(DATADIR)/applications/mimeinfo.cache ]; then \
			if find $(DATADIR)/applications -name '*.desktop' | grep -q .; then update-desktop-database -q $(DATADIR)/applications || true; \
			else rm -f $(DATADIR)/applications/mimeinfo.cache; fi; \
		fi; \
	fi

clean:
	rm -rf .build .build-fuzz .build-asan .build-tsan .build-sanitizers
