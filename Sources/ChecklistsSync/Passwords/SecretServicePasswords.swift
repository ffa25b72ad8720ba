import CGLib
import CSecret

/// The account passwords in the desktop's keyring, through libsecret's synchronous password
/// calls: one item per account in the default collection, found by the schema
/// "org.checklists.Checklists.Account" with the attributes `url` and `user`, labelled
/// "Checklists: USER at URL". The password is never logged, printed or put in an error.
///
/// Which keyring libsecret (0.20.5, Debian 12) uses is decided once per process, on the first
/// call, and kept (`secret_backend_get` caches the backend; only `secret_service_disconnect`
/// drops it):
///
/// - Inside a Flatpak or Snap sandbox with the secret portal: the file backend, its key from
///   the portal.
/// - Otherwise `SECRET_BACKEND` names the backend: unset or empty is "service", the Secret
///   Service on the session bus (`DBUS_SESSION_BUS_ADDRESS`: gnome-keyring-daemon,
///   KeePassXC); "file" is the file backend (Debian builds it: libsecret links libgcrypt).
/// - The file backend keeps every item in one encrypted file, `SECRET_FILE_TEST_PATH` when
///   set, else `$XDG_DATA_HOME/keyrings/default.keyring`; it ignores the collection. Outside a
///   sandbox its key is `SECRET_FILE_TEST_PASSWORD`; without it every call fails with
///   "master password is not retrievable" (Debian's build has no TPM support).
///
/// So the tests, and any process they start, choose the file backend with the environment
/// `SECRET_BACKEND=file`, `SECRET_FILE_TEST_PATH=<a file in the test's folder>` and
/// `SECRET_FILE_TEST_PASSWORD=<anything>`, set before the process first touches libsecret:
/// a process cannot switch backends later, which is why the tests run these calls in a child
/// process (`PasswordStoreProbe`).
public final class SecretServicePasswords: PasswordStore {
    /// The name of the schema the items are stored under.
    public static let schemaName = "org.checklists.Checklists.Account"

    /// The schema: the string attributes `url` and `user`.
    private let schema: UnsafeMutablePointer<SecretSchema>

    /// A store in the keyring libsecret finds for this process.
    public init() {
        let types = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, nil)
        // The value is the attribute's type, SECRET_SCHEMA_ATTRIBUTE_STRING (0), as a pointer.
        g_hash_table_insert(types, g_strdup("url"), nil)
        g_hash_table_insert(types, g_strdup("user"), nil)
        schema = secret_schema_newv(Self.schemaName, SECRET_SCHEMA_NONE, types)
        g_hash_table_unref(types)
    }

    deinit {
        secret_schema_unref(schema)
    }

    /// Stores (or replaces) the password of `user` at `url` in the default collection.
    public func store(_ password: String, url: String, user: String) throws(PasswordStoreError) {
        try call(url: url, user: user) { attributes, error in
            secret_password_storev_sync(
                schema, attributes, SECRET_COLLECTION_DEFAULT, "Checklists: \(user) at \(url)", password, nil,
                &error)
        }
    }

    /// The password of `user` at `url`, or nil when the keyring holds none.
    public func password(url: String, user: String) throws(PasswordStoreError) -> String? {
        var password: String?
        try call(url: url, user: user) { attributes, error in
            guard let found = secret_password_lookupv_sync(schema, attributes, nil, &error) else { return 0 }
            password = String(cString: found)
            // Wipes the copy libsecret made before freeing it.
            secret_password_free(found)
            return 1
        }
        return password
    }

    /// Forgets the password of `user` at `url`; nothing happens when none is stored.
    public func remove(url: String, user: String) throws(PasswordStoreError) {
        try call(url: url, user: user) { attributes, error in
            secret_password_clearv_sync(schema, attributes, nil, &error)
        }
    }

    /// Runs `body` with the attributes of `user` at `url`; turns the GError it sets into a
    /// `PasswordStoreError` (what `body` returns is only whether something was found).
    private func call(
        url: String, user: String, _ body: (OpaquePointer?, inout UnsafeMutablePointer<GError>?) -> gboolean
    ) throws(PasswordStoreError) {
        let attributes = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free)
        g_hash_table_insert(attributes, g_strdup("url"), g_strdup(url))
        g_hash_table_insert(attributes, g_strdup("user"), g_strdup(user))
        defer { g_hash_table_unref(attributes) }
        var error: UnsafeMutablePointer<GError>?
        _ = body(attributes, &error)
        if let error {
            let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
            g_error_free(error)
            throw PasswordStoreError(
                "the keyring cannot be used: "
                    + message.split(whereSeparator: \.isNewline).joined(separator: " "))
        }
    }
}
