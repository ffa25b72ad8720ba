import Foundation
import TestSupport
import Testing

extension DesktopTests {
    /// With `LANG=de_DE.UTF-8` the window and the command line speak German: labels, help,
    /// messages, table headings and dates as a German user reads them.
    ///
    /// Each test generates the de_DE locale into a folder of its own (`localedef`, LOCPATH:
    /// no root needed) and compiles po/de.po there (CHECKLISTS_LOCALEDIR), so it checks the
    /// translation the sources hold now.
    @Suite("German")
    struct GermanTests {
        /// A folder with the de_DE.UTF-8 locale and the German catalogue, and the
        /// environment that makes the app use them.
        private struct German {
            let folder: TemporaryFolder
            let settings: [String: String]

            init() async throws {
                folder = try TemporaryFolder()
                let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent()
                let locales = folder.url.appendingPathComponent("locales")
                let catalogues = folder.url.appendingPathComponent("locale/de/LC_MESSAGES")
                try FileManager.default.createDirectory(at: locales, withIntermediateDirectories: true)
                try FileManager.default.createDirectory(at: catalogues, withIntermediateDirectories: true)
                // localedef exits 1 on warnings about the locale's sources; the files count.
                _ = try await Self.run(
                    "/usr/bin/localedef",
                    ["-i", "de_DE", "-f", "UTF-8", locales.appendingPathComponent("de_DE.UTF-8").path],
                    in: folder)
                try #require(
                    FileManager.default.fileExists(
                        atPath: locales.appendingPathComponent("de_DE.UTF-8/LC_MESSAGES").path),
                    "localedef made no de_DE.UTF-8 locale")
                let compiled = try await Self.run(
                    "/usr/bin/msgfmt",
                    [
                        "--check", "-o", catalogues.appendingPathComponent("checklists.mo").path,
                        root.appendingPathComponent("po/de.po").path,
                    ], in: folder)
                try #require(compiled.status == 0, "\(compiled)")
                self.settings = [
                    "LANG": "de_DE.UTF-8", "LOCPATH": locales.path,
                    "CHECKLISTS_LOCALEDIR": folder.url.appendingPathComponent("locale").path,
                ]
            }

            /// Runs a tool in the test's folder and waits for it (at most a minute).
            private static func run(
                _ executable: String, _ arguments: [String], in folder: TemporaryFolder
            )
                async throws -> CommandResult
            {
                let process = try ChildProcess.launch(
                    URL(fileURLWithPath: executable).lastPathComponent, executable: executable, arguments: arguments,
                    environment: ProcessEnvironment.make([:]), standardOutput: folder.path("tool.out"),
                    standardError: folder.path("tool.err"))
                return await process.result(timeout: .seconds(60))
            }
        }

        /// `--help`, an item's due date and repeat said back, the items table and a usage error, in
        /// German; the exit status is the same as in English; the export and the JSON are
        /// the same as in the C locale.
        @Test func commandLineSpeaksGerman() async throws {
            let german = try await German()
            defer { german.folder.remove() }
            try await TestSession.with(environment: german.settings) { session in
                let help = await session.run(["--help"])
                #expect(help.status == 0, "\(help)")
                #expect(help.stdout.hasPrefix("Aufruf: checklists [BEFEHL [OPTIONEN]]\n"), "\(help.stdout)")
                #expect(help.stdout.contains("Befehle für Checklisten:\n"), "\(help.stdout)")
                let addHelp = await session.run(["add", "--help"])
                #expect(
                    addHelp.stdout.hasPrefix("Aufruf: checklists add TEXT [--list NAME] [--due WANN]"), "\(addHelp)")

                let empty = await session.run(["items"])
                #expect(empty.stdout == "Keine Einträge.\n", "\(empty)")

                let added = await session.run(["add", "Milch kaufen", "--due", "2030-12-06 14:00"])
                #expect(added.status == 0, "\(added)")
                #expect(added.stderr == "checklists: Eintrag 1 fällig Fr., 6. Dez. 2030, 14:00\n", "\(added)")

                let items = await session.run(["items"])
                let lines = items.stdout.split(separator: "\n")
                #expect(lines.first?.hasPrefix("ID  ERLEDIGT  FÄLLIG") == true, "\(items.stdout)")
                #expect(lines.last?.hasSuffix("Milch kaufen") == true, "\(items.stdout)")

                let repeating = await session.run([
                    "add", "Gießen", "--due", "2030-12-03 09:00", "--repeat", "every 2 weeks on tue, thu",
                ])
                #expect(
                    repeating.stderr
                        == "checklists: Eintrag 2 fällig Di., 3. Dez. 2030, 09:00, alle 2 Wochen am Dienstag und Donnerstag\n",
                    "\(repeating)")

                // German words are read too: "24. Dez. 2030 18:30", "jeden Montag".
                let typed = await session.run(["add", "Geschenke", "--due", "24. Dez. 2030 18:30"])
                #expect(typed.stderr == "checklists: Eintrag 3 fällig Di., 24. Dez. 2030, 18:30\n", "\(typed)")
                let weekly = await session.run([
                    "add", "Sport", "--due", "2030-12-02 18:00", "--repeat", "jeden Montag",
                ])
                #expect(
                    weekly.stderr == "checklists: Eintrag 4 fällig Mo., 2. Dez. 2030, 18:00, jeden Montag\n",
                    "\(weekly)")

                let fortnightly = await session.run([
                    "add", "Training", "--due", "2030-12-03 19:00", "--repeat", "alle 2 Wochen am Di, Do",
                ])
                #expect(
                    fortnightly.stderr
                        == "checklists: Eintrag 5 fällig Di., 3. Dez. 2030, 19:00, alle 2 Wochen am Dienstag und Donnerstag\n",
                    "\(fortnightly)")

                // The popup of an item's reminder is titled in German.
                let reminded = await session.run(["add", "Anrufen", "--due", "2030-12-06 10:00", "--remind"])
                #expect(reminded.status == 0, "\(reminded)")
                let titles = try await session.pending().map(\.title)
                #expect(titles == ["Erinnerung:"])
                let pending = await session.run(["pending"])
                #expect(pending.stdout.hasPrefix("NÄCHSTER AUSLÖSER"), "\(pending)")

                // What is written does not depend on the language: the export and the JSON
                // listing are the same bytes in German and in the C locale (but the export's
                // time stamp, DTSTAMP, which is the time of writing).
                let c = ["LANG": "C.UTF-8", "LOCPATH": ""]
                let checklists = session.executables.checklists.path
                let germanExport = await session.runTool(checklists, ["export", "-"])
                let cExport = await session.runTool(checklists, ["export", "-"], settings: c)
                #expect(germanExport.status == 0 && cExport.status == 0, "\(germanExport) \(cExport)")
                let stamped = { (text: String) in text.split(separator: "\r\n").filter { !$0.hasPrefix("DTSTAMP") } }
                #expect(stamped(germanExport.stdout) == stamped(cExport.stdout), "\(germanExport.stdout)")
                #expect(germanExport.stdout.contains("SUMMARY:Milch kaufen"), "\(germanExport.stdout)")
                let germanJSON = await session.runTool(checklists, ["items", "--json"])
                let cJSON = await session.runTool(checklists, ["items", "--json"], settings: c)
                #expect(germanJSON.stdout == cJSON.stdout && !germanJSON.stdout.isEmpty, "\(germanJSON) \(cJSON)")

                let unknown = await session.run(["frobnicate"])
                #expect(unknown.status == 2, "\(unknown)")
                #expect(
                    unknown.stderr == "checklists: unbekannter Befehl »frobnicate« (siehe checklists --help)\n",
                    "\(unknown)")
            }
        }

        /// The window is titled "Checklisten"; its buttons, smart lists and an item's row,
        /// with the due date in German form, are German to a screen reader.
        @Test func windowSpeaksGerman() async throws {
            let german = try await German()
            defer { german.folder.remove() }
            try await TestSession.with(environment: german.settings) { session in
                let added = await session.run(["add", "Milch kaufen", "--due", "2030-12-06 14:00"])
                try #require(added.status == 0, "\(added)")
                let window = try await AppWindow.open(
                    in: session, display: try await AppWindow.newDisplay(in: session), title: "^Checklisten$")
                let tree = try await window.accessibleTree()
                let buttons = Set(tree.filter { $0.role == "push button" && $0.showing }.map(\.name))
                for name in ["Neuer Eintrag", "Neue Liste", "Umbenennen", "Liste löschen", "Bearbeiten", "Löschen"] {
                    #expect(buttons.contains(name), "no button “\(name)” in \(buttons.sorted())")
                }
                let lists = tree.filter { $0.role == "list item" && $0.showing }.map(\.name)
                #expect(
                    Array(lists.prefix(2)) == ["Heute, 0 Einträge offen", "Demnächst, 0 Einträge offen"], "\(lists)")
                let rows = tree.filter { $0.role == "table cell" && $0.showing }.map(\.name)
                #expect(rows.contains("Milch kaufen\nFällig Fr. 6. Dez. 2030, 14:00"), "\(rows)")
                #expect(tree.contains { $0.role == "table" && $0.name == "Einträge" }, "no table “Einträge”")
                await window.screenshot("german")
            }
        }

        /// remindd's popups speak the session's language too: the default action, which
        /// XFCE shows as a button and dunst as a menu line, is "Öffnen".
        @Test func popupSpeaksGerman() async throws {
            let german = try await German()
            defer { german.folder.remove() }
            try await TestSession.with(environment: german.settings) { session in
                try await session.startNotificationServer()
                let notify = await session.run(["notify", "--title", "Tee"])
                try #require(notify.status == 0, "\(notify)")
                let calls = try await session.waitForNotifyCalls(1)
                try #require(calls.count == 1, "\(session.diagnostics)")
                #expect(calls[0].actions == ["default", "Öffnen"], "\(calls[0])")
            }
        }

        /// Settings' Status says in German what dunst's popups do, and where its actions are.
        @Test func settingsStatusSpeaksGerman() async throws {
            let german = try await German()
            defer { german.folder.remove() }
            try await TestSession.with(environment: german.settings) { session in
                try await session.startNotificationServer()
                let window = try await AppWindow.open(
                    in: session, display: try await AppWindow.newDisplay(in: session), title: "^Checklisten$")
                try await window.press("alt+s")
                #expect(try await window.waitForWindow(named: "^Einstellungen$") != nil)
                let server = """
                    dunst \(try await session.notificationServerVersion()) (knopwob)
                    Benachrichtigungen zeigen keine Knöpfe: dunst listet ihre Aktionen in einem Menü auf, das \
                    „dunstctl context“ öffnet. Benachrichtigungen zeigen Bilder, aber nehmen keine getippten \
                    Antworten an und spielen keine Töne ab.
                    """
                var labels: [String] = []
                let shown = try await session.waitUntil(timeout: .seconds(20)) {
                    labels = try await window.visibleLabels()
                    return labels.contains(server)
                }
                #expect(shown, "\(labels)")
                #expect(labels.contains("Benachrichtigungsdienst"), "\(labels)")
            }
        }
    }
}
