internal import CGLib

/// A TLS certificate's SHA-256 fingerprint as people compare them: 32 bytes in uppercase
/// hexadecimal, a colon between each two, as `openssl x509 -fingerprint -sha256` and
/// browsers print it.
public enum CertificateFingerprint {
    /// `text` in the standard form, when it is a SHA-256 fingerprint: 64 hexadecimal digits
    /// in either case, with or without colons or spaces between them; nil otherwise.
    public static func normalized(_ text: String) -> String? {
        let digits = text.filter { $0 != ":" && $0 != " " }.uppercased()
        guard digits.count == 64, digits.allSatisfy(\.isHexDigit) else { return nil }
        return grouped(Array(digits))
    }

    /// The fingerprint of `certificate`'s DER bytes (its `certificate` property), or nil
    /// when it has none.
    static func of(_ certificate: UnsafeMutablePointer<GTlsCertificate>) -> String? {
        var value = GValue()
        g_value_init(&value, g_byte_array_get_type())
        defer { g_value_unset(&value) }
        g_object_get_property(
            UnsafeMutableRawPointer(certificate).assumingMemoryBound(to: GObject.self), "certificate", &value)
        guard let array = g_value_get_boxed(&value)?.assumingMemoryBound(to: GByteArray.self),
            let data = array.pointee.data, array.pointee.len > 0,
            let hex = g_compute_checksum_for_data(G_CHECKSUM_SHA256, data, gsize(array.pointee.len))
        else { return nil }
        defer { g_free(hex) }
        return grouped(Array(String(cString: hex).uppercased()))
    }

    /// "AB:CD:…" from the digits "ABCD…".
    private static func grouped(_ digits: [Character]) -> String {
        stride(from: 0, to: digits.count, by: 2).map { String(digits[$0..<$0 + 2]) }.joined(separator: ":")
    }
}
