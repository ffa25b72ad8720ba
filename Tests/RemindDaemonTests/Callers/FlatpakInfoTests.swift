import Foundation
import TestSupport
import Testing

@testable import RemindDaemon

/// How remindd reads a Flatpak app's identifier from the `.flatpak-info` in a process's root,
/// here with a folder standing for the root.
@Suite("FlatpakInfo")
struct FlatpakInfoTests {
    @Test func namesTheApplication() throws {
        let root = try TemporaryFolder()
        try root.write(
            "[Application]\nname=org.example.Sandboxed\nruntime=runtime/x\n\n[Instance]\n", to: ".flatpak-info")
        #expect(try FlatpakInfo.appIdentifier(below: root.url.path) == "org.example.Sandboxed")
    }

    @Test func missingFileIsNoFlatpak() throws {
        let root = try TemporaryFolder()
        #expect(try FlatpakInfo.appIdentifier(below: root.url.path) == nil)
    }

    @Test func symbolicLinkIsRefused() throws {
        let root = try TemporaryFolder()
        try root.write("[Application]\nname=org.example.Other\n", to: "elsewhere")
        try FileManager.default.createSymbolicLink(atPath: root.path(".flatpak-info"), withDestinationPath: "elsewhere")
        #expect(throws: CallerError.flatpakInfo("is not a regular file of at most 65536 bytes")) {
            try FlatpakInfo.appIdentifier(below: root.url.path)
        }
    }

    @Test func folderOrFIFOIsRefused() throws {
        let root = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: root.path(".flatpak-info"), withIntermediateDirectories: false)
        #expect(throws: CallerError.flatpakInfo("is not a regular file of at most 65536 bytes")) {
            try FlatpakInfo.appIdentifier(below: root.url.path)
        }
        let fifoRoot = try TemporaryFolder()
        #expect(mkfifo(fifoRoot.path(".flatpak-info"), 0o600) == 0)
        #expect(throws: CallerError.flatpakInfo("is not a regular file of at most 65536 bytes")) {
            try FlatpakInfo.appIdentifier(below: fifoRoot.url.path)
        }
    }

    @Test func withoutNameIsRefused() throws {
        let root = try TemporaryFolder()
        try root.write("[Application]\nruntime=runtime/x\n", to: ".flatpak-info")
        #expect(throws: CallerError.flatpakInfo("has no [Application] name")) {
            try FlatpakInfo.appIdentifier(below: root.url.path)
        }
        try root.write("[Application]\nname=\n", to: ".flatpak-info")
        #expect(throws: CallerError.flatpakInfo("has an empty [Application] name")) {
            try FlatpakInfo.appIdentifier(below: root.url.path)
        }
    }

    @Test func notAKeyFileIsRefused() throws {
        let root = try TemporaryFolder()
        try root.write("name=org.example.Sandboxed\n", to: ".flatpak-info")
        #expect(throws: CallerError.self) { try FlatpakInfo.appIdentifier(below: root.url.path) }
    }

    @Test func rootOfThisProcessHasNone() throws {
        #expect(try FlatpakInfo.appIdentifier(below: "/proc/\(getpid())/root") == nil)
    }
}
