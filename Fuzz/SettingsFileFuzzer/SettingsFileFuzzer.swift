import ChecklistsModel
import Foundation
import FuzzSupport

/// Fuzzes the app's settings file: whatever `settings.json` holds, loading gives settings or
/// moves the file aside with a clear error, and loading never traps.
///
/// The whole input is the file. Settings that load must save and load back the same; a file
/// that is refused must be gone from its place afterwards (moved aside, not overwritten).
@_cdecl("LLVMFuzzerTestOneInput")
public func settingsFileFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let folder = settingsFolder
    let url = folder.appendingPathComponent("settings.json")
    let file = SettingsFile(url: url)
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bytes: data, count: size).write(to: url)
    } catch {
        fatalError("cannot write the settings file \(url.path): \(error)")
    }
    do {
        let settings = try file.load()
        try file.save(settings)
        fuzzCheck(try file.load() == settings, "settings do not load back as saved: \(settings)")
    } catch let error as ChecklistsError {
        fuzzCheck(
            !FileManager.default.fileExists(atPath: url.path), "a refused settings file stayed in place: \(error)")
    } catch {
        fuzzCheck(false, "loading threw something other than ChecklistsError: \(error)")
    }
    return 0
}

/// The folder each input's file is written in: one per process, under the temporary folder.
private let settingsFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "settings-fuzzer-\(ProcessInfo.processInfo.processIdentifier)")
