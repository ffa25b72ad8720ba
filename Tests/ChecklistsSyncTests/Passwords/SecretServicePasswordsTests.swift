import ChecklistsSync
import Foundation
import TestSupport
import Testing

/// The account passwords in a real keyring: libsecret's file backend, and gnome-keyring-daemon
/// on a private bus.
@Suite("Passwords: the keyring")
struct SecretServicePasswordsTests {
    /// The file backend the tests use keeps and finds each account's password.
    @Test func fileBackendKeepsEachAccountsPassword() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await PasswordStoreBehaviour.check(.fileBackend(in: folder))
        let file = try Data(contentsOf: folder.file("keyring"))
        #expect(!file.isEmpty)
        #expect(file.range(of: Data("bob's secret".utf8)) == nil, "the password is stored encrypted")
    }

    /// Without its key, the file backend cannot be opened: one line says so.
    @Test func fileBackendWithoutKeyFailsInOneLine() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try await PasswordProbe.fileBackend(in: folder, key: "").lookup(
            url: "https://dav.example/", user: "a")
        #expect(result.status == 1)
        #expect(result.errorLines == ["the keyring cannot be used: master password is not retrievable"])
    }

    /// With no Secret Service on the bus, every call fails with one line naming the keyring.
    @Test func missingServiceFailsInOneLine() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let probe = PasswordProbe.service(busAddress: "unix:path=\(folder.path("no-bus"))", in: folder)
        let result = try await probe.store("secret", url: "https://dav.example/", user: "a")
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1)
        #expect(result.stderr.hasPrefix("the keyring cannot be used: "), "\(result)")
        #expect(!result.stderr.contains("secret"), "the password is never in an error")
    }

    /// gnome-keyring-daemon, the desktop's keyring, keeps and finds each account's password,
    /// in its default collection under the Checklists schema and label.
    @Test func gnomeKeyringKeepsEachAccountsPassword() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let keyring = try await GnomeKeyring.start(in: folder)
        let probe = PasswordProbe.service(busAddress: keyring.bus.address, in: folder)
        do {
            try await PasswordStoreBehaviour.check(probe)

            let search = await keyring.gdbus(
                in: folder, "--dest", "org.freedesktop.secrets", "--object-path", "/org/freedesktop/secrets",
                "--method", "org.freedesktop.Secret.Service.SearchItems",
                "{'xdg:schema': '\(SecretServicePasswords.schemaName)', 'url': 'https://dav.example/', 'user': 'bob'}")
            let item = try #require(search.stdout.firstMatch(of: /'(\/org\/freedesktop\/secrets\/collection\/[^']+)'/))
            let defaultCollection = await keyring.gdbus(
                in: folder, "--dest", "org.freedesktop.secrets", "--object-path", "/org/freedesktop/secrets",
                "--method", "org.freedesktop.Secret.Service.ReadAlias", "default")
            #expect(
                defaultCollection.stdout.contains("'/org/freedesktop/secrets/collection/login'"), "\(defaultCollection)"
            )
            #expect(item.1.hasPrefix("/org/freedesktop/secrets/collection/login/"), "\(search)")
            let label = await keyring.gdbus(
                in: folder, "--dest", "org.freedesktop.secrets", "--object-path", String(item.1),
                "--method", "org.freedesktop.DBus.Properties.Get", "org.freedesktop.Secret.Item", "Label")
            #expect(label.stdout.contains("'Checklists: bob at https://dav.example/'"), "\(label)")
        } catch {
            await keyring.stop()
            throw error
        }
        await keyring.stop()
    }
}
