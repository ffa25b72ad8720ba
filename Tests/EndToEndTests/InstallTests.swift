import Foundation
import TestSupport
import Testing

/// `make install` puts every file where the desktop looks for it, valid for the desktop's
/// own checkers, and `make uninstall` takes all of it away again.
///
/// The tests install the debug build that `swift test` has just made, through the
/// Makefile's `install-files` target (what `make install` runs after its release build),
/// into a temporary prefix.
@Suite("Installing for the desktop session")
struct InstallTests {
    /// The application's identifier: desktop file, D-Bus name and icon name.
    static let appID = "org.checklists.Checklists"

    /// The sizes of the PNG icons, in pixels.
    static let iconSizes = [16, 24, 32, 48, 64, 128, 256]

    /// The executables, relative to the prefix.
    static let executables = ["bin/remindd", "bin/checklists"]

    /// The files made from a template, relative to the prefix, where `@bindir@` must have
    /// become the installed binaries' folder.
    static let templated = [
        "share/applications/\(appID).desktop",
        "share/checklists/autostart/\(appID).desktop",
        "share/dbus-1/services/\(appID).service",
        "share/dbus-1/services/org.checklists.Remindd.service",
        "lib/systemd/user/remindd.service",
    ]

    /// Every file `make install` puts under a prefix other than ~/.local, relative to it.
    static func expectedFiles() throws -> [String] {
        let layouts = try FileManager.default.contentsOfDirectory(
            atPath: Installation.sourceRoot.appendingPathComponent("data/ui").path
        )
        .filter { $0.hasSuffix(".ui") }
        return executables + templated + [
            "share/dbus-1/interfaces/org.checklists.Remindd1.xml",
            "share/metainfo/\(appID).metainfo.xml",
            "share/icons/hicolor/scalable/apps/\(appID).svg",
            "share/icons/hicolor/symbolic/apps/\(appID)-symbolic.svg",
            "share/icons/hicolor/symbolic/apps/\(appID)-overdue-symbolic.svg",
            "share/man/man1/checklists.1", "share/man/man1/remindd.1",
            "share/bash-completion/completions/checklists", "share/zsh/site-functions/_checklists",
            "share/fish/vendor_completions.d/checklists.fish", "share/locale/de/LC_MESSAGES/checklists.mo",
        ] + iconSizes.map { "share/icons/hicolor/\($0)x\($0)/apps/\(appID).png" }
            + layouts.map { "share/checklists/ui/\($0)" }
    }

    /// Installs into a temporary prefix: every file lands, the binaries run, the templates
    /// name the prefix's bin folder, the man pages name the version, the desktop files and the metadata validate, the PNGs
    /// have their sizes; uninstalling leaves no file behind, caches included.
    @Test func installThenUninstall() async throws {
        let installation = try Installation()
        defer { installation.remove() }
        let prefix = installation.prefix
        let install = await installation.make([
            "install-files", "PREFIX=\(prefix.path)", "BUILDDIR=\(installation.buildFolder)",
        ])
        try #require(install.status == 0, "\(install)")

        let manager = FileManager.default
        for file in try Self.expectedFiles() {
            #expect(manager.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file) was not installed")
        }
        for file in Self.executables {
            #expect(
                manager.isExecutableFile(atPath: prefix.appendingPathComponent(file).path), "\(file) is not executable")
        }
        let bin = prefix.appendingPathComponent("bin").path
        for file in Self.templated {
            let text = ChildProcess.read(prefix.appendingPathComponent(file).path)
            #expect(!text.contains("@bindir@"), "\(file) still holds @bindir@: \(text)")
            let commands = text.split(separator: "\n").filter { $0.hasPrefix("Exec=") || $0.hasPrefix("ExecStart=") }
            #expect(!commands.isEmpty, "\(file) has no Exec line")
            for line in commands {
                let program = line.split(separator: "=", maxSplits: 1)[1].split(separator: " ")[0]
                #expect(program.hasPrefix(bin + "/"), "\(file): \(line) is not in \(bin)")
                #expect(manager.isExecutableFile(atPath: String(program)), "\(file): \(program) is not executable")
            }
        }
        let service = ChildProcess.read(
            prefix.appendingPathComponent("share/dbus-1/services/\(Self.appID).service").path)
        #expect(service.contains("Name=\(Self.appID)\n"))
        #expect(service.contains("Exec=\(bin)/checklists --gapplication-service\n"))
        let desktop = ChildProcess.read(prefix.appendingPathComponent("share/applications/\(Self.appID).desktop").path)
        #expect(desktop.contains("DBusActivatable=true\n") && desktop.contains("Icon=\(Self.appID)\n"))
        let autostart = ChildProcess.read(
            prefix.appendingPathComponent("share/checklists/autostart/\(Self.appID).desktop").path)
        #expect(autostart.contains("Exec=\(bin)/checklists --background\n"))
        #expect(autostart.contains("X-GNOME-Autostart-enabled=true\n"))

        for page in ["checklists", "remindd"] {
            let text = ChildProcess.read(prefix.appendingPathComponent("share/man/man1/\(page).1").path)
            #expect(
                text.contains(".TH \(page.uppercased()) 1 ") && !text.contains("@version@"),
                "\(page).1 has no title line naming its version")
        }

        for size in Self.iconSizes {
            let file = prefix.appendingPathComponent("share/icons/hicolor/\(size)x\(size)/apps/\(Self.appID).png")
            let found = Installation.pngSize(of: file)
            #expect(
                found?.width == size && found?.height == size,
                "\(file.lastPathComponent) at \(size): \(String(describing: found))")
        }

        let entry = ChildProcess.read(prefix.appendingPathComponent("share/applications/\(Self.appID).desktop").path)
        #expect(entry.contains("\nName[de]=Checklisten\n"), "the desktop entry has no German name: \(entry)")
        let metainfo = ChildProcess.read(
            prefix.appendingPathComponent("share/metainfo/\(Self.appID).metainfo.xml").path)
        #expect(metainfo.contains("<name xml:lang=\"de\">Checklisten</name>"), "the metainfo has no German name")

        var ran: [String] = []
        var missing: [String] = []
        if Installation.hasTool("desktop-file-validate") {
            ran.append("desktop-file-validate")
            for file in [
                "share/applications/\(Self.appID).desktop", "share/checklists/autostart/\(Self.appID).desktop",
            ] {
                let result = await installation.run("desktop-file-validate", [prefix.appendingPathComponent(file).path])
                #expect(result.status == 0 && result.stdout.isEmpty, "\(file): \(result)")
            }
        } else {
            missing.append("desktop-file-validate")
        }
        if Installation.hasTool("appstreamcli") {
            ran.append("appstreamcli")
            let file = prefix.appendingPathComponent("share/metainfo/\(Self.appID).metainfo.xml").path
            let result = await installation.run("appstreamcli", ["validate", "--no-net", file])
            #expect(result.status == 0, "\(result)")
        } else {
            missing.append("appstreamcli")
        }
        print(
            "InstallTests: validators run: \(ran.joined(separator: ", ")); not installed: \(missing.isEmpty ? "none" : missing.joined(separator: ", "))"
        )

        let uninstall = await installation.make(["uninstall", "PREFIX=\(prefix.path)"])
        #expect(uninstall.status == 0, "\(uninstall)")
        let left = installation.filesLeft()
        #expect(left.isEmpty, "left behind: \(left)")
    }

    /// With DESTDIR (for packaging) the files land under it, the templates still name the
    /// real prefix, and no cache of the staging tree is made.
    @Test func destdirStagesForPackaging() async throws {
        let installation = try Installation()
        defer { installation.remove() }
        let destdir = installation.prefix.path
        let prefix = "/usr/local"
        let arguments = ["PREFIX=\(prefix)", "DESTDIR=\(destdir)"]
        let install = await installation.make(["install-files", "BUILDDIR=\(installation.buildFolder)"] + arguments)
        try #require(install.status == 0, "\(install)")

        let staged = installation.prefix.appendingPathComponent(String(prefix.dropFirst()))
        for file in try Self.expectedFiles() {
            #expect(
                FileManager.default.fileExists(atPath: staged.appendingPathComponent(file).path),
                "\(file) was not staged")
        }
        let desktop = ChildProcess.read(staged.appendingPathComponent("share/applications/\(Self.appID).desktop").path)
        #expect(desktop.contains("Exec=/usr/local/bin/checklists\n"), "\(desktop)")
        let caches = installation.filesLeft().filter { $0.hasSuffix(".cache") }
        #expect(caches.isEmpty, "caches made under DESTDIR: \(caches)")

        let uninstall = await installation.make(["uninstall"] + arguments)
        #expect(uninstall.status == 0, "\(uninstall)")
        let left = installation.filesLeft()
        #expect(left.isEmpty, "left behind: \(left)")
    }
}

/// A temporary prefix and the commands that install into it.
private struct Installation {
    /// The package's root folder, where the Makefile is.
    static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The temporary folder: the prefix and the commands' output.
    let folder: TemporaryFolder
    /// The prefix installed into.
    let prefix: URL
    /// The folder of the built executables.
    let buildFolder: String

    init() throws {
        buildFolder = try BuiltExecutables.locate().remindd.deletingLastPathComponent().path
        folder = try TemporaryFolder()
        prefix = folder.file("prefix")
        try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
    }

    /// Deletes the temporary folder.
    func remove() {
        folder.remove()
    }

    /// Runs make in the package root with `arguments`.
    func make(_ arguments: [String]) async -> CommandResult {
        await run("make", ["--no-print-directory", "-C", Self.sourceRoot.path] + arguments)
    }

    /// Runs a program found on the PATH and waits up to two minutes for it.
    ///
    /// Make's own variables are left out of its environment, so that a `make test` above
    /// this test, or a PREFIX or DESTDIR of the caller's shell, does not reach it.
    func run(_ program: String, _ arguments: [String]) async -> CommandResult {
        var environment = ProcessEnvironment.make([:])
        for name in ["MAKEFLAGS", "MFLAGS", "MAKELEVEL", "PREFIX", "DESTDIR", "BUILDDIR"] {
            environment.removeValue(forKey: name)
        }
        let stem = folder.path("\(program)-\(UUID().uuidString.prefix(8))")
        let process: ChildProcess
        do {
            process = try ChildProcess.launch(
                program, executable: program, arguments: arguments, environment: environment,
                standardOutput: stem + ".out", standardError: stem + ".err")
        } catch {
            return CommandResult(status: -1, stdout: "", stderr: "\(error)")
        }
        return await process.result(timeout: .seconds(120))
    }

    /// The files and links under the prefix, relative to it.
    func filesLeft() -> [String] {
        guard let walker = FileManager.default.enumerator(at: prefix, includingPropertiesForKeys: [.isDirectoryKey])
        else { return [] }
        return walker.compactMap { item in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true
            else { return nil }
            return String(url.path.dropFirst(prefix.path.count + 1))
        }.sorted()
    }

    /// Whether `program` is on the PATH.
    static func hasTool(_ program: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }

    /// The width and height a PNG file's header gives, or nil when it is not a PNG.
    static func pngSize(of file: URL) -> (width: Int, height: Int)? {
        guard let data = FileManager.default.contents(atPath: file.path), data.count >= 24 else { return nil }
        let bytes = [UInt8](data.prefix(24))
        guard bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
        else {
            return nil
        }
        func bigEndian(_ start: Int) -> Int { bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }
}
