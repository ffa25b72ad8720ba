import Foundation
import LocalNotifications
import RemindDaemon
import RemindersAPI
import TestSupport
import Testing

/// An attachment is checked when it is added: a readable PNG or JPEG is kept and listed,
/// anything else refuses the call with a message naming the path, and nothing is stored.
@Suite("Daemon: attachments")
struct DaemonAttachmentTests {
    /// A PNG and a JPEG are accepted and listed with the request.
    @Test func imageIsKeptAndListed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let harness = DaemonHarness()
        try harness.daemon.start()
        let png = try folder.writePNG(to: "tea.png")
        let jpeg = try folder.writeJPEGStart(to: "cake.jpg")
        try harness.add(withAttachment(png, "tea"), withAttachment(jpeg, "cake"))
        let listed = try harness.pending().compactMap { entry in
            if case .string(let path) = entry["attachment"] { path } else { nil }
        }
        #expect(Set(listed) == [png, jpeg])
    }

    /// Each bad file is refused with one line naming the path and what is wrong with it.
    @Test(
        arguments: [
            ("missing.png", "does not exist"), ("notes.png", "is not a PNG or JPEG image"),
            ("folder", "is a folder, not an image"),
        ])
    func badFileIsRefused(name: String, reason: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("not an image", to: "notes.png")
        try FileManager.default.createDirectory(at: folder.file("folder"), withIntermediateDirectories: true)
        let message = try refusal(folder.path(name))
        #expect(message == "attachment \"\(folder.path(name))\" \(reason)")
    }

    /// A relative path is refused: the server would read it from another folder.
    @Test func relativePathIsRefused() throws {
        #expect(try refusal("Pictures/tea.png") == "attachment \"Pictures/tea.png\" is not an absolute path")
    }

    /// A file the user cannot read is refused (root reads everything, so only as a user).
    @Test(.enabled(if: getuid() != 0, "root reads every file"))
    func unreadableFileIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let png = try folder.writePNG(to: "secret.png")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: png)
        #expect(try refusal(png) == "attachment \"\(png)\" cannot be read")
    }

    /// One bad attachment among several requests refuses them all, naming its request.
    @Test func badAttachmentRefusesEveryRequest() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let harness = DaemonHarness()
        try harness.daemon.start()
        let good = RequestCodec.encode(withAttachment(try folder.writePNG(to: "tea.png"), "tea"))
        let bad = RequestCodec.encode(withAttachment(folder.path("gone.png"), "cake"))
        let error = #expect(throws: ServiceError.self) {
            try harness.daemon.add([good, bad], appIdentifier: DaemonHarness.app)
        }
        #expect(error?.description == "request 2: attachment \"\(folder.path("gone.png"))\" does not exist")
        #expect(try harness.pendingIdentifiers().isEmpty)
    }

    private func withAttachment(_ path: String, _ identifier: String) -> NotificationRequest {
        var request = inSeconds(60, identifier)
        request.content.attachment = path
        return request
    }

    /// The message of the refusal of one request with this attachment; nothing is stored.
    private func refusal(_ path: String) throws -> String? {
        let harness = DaemonHarness()
        try harness.daemon.start()
        let error = #expect(throws: ServiceError.self) { try harness.add(withAttachment(path, "tea")) }
        #expect(error?.isInvalidArgument == true)
        #expect(try harness.pendingIdentifiers().isEmpty)
        return error?.description
    }
}
