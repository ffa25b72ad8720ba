import Foundation
import LocalNotifications

/// The JSON text a stored `NotificationRequest` is kept as, written and read without
/// `Codable`'s machinery (about 25 µs a request with `JSONEncoder` and `JSONDecoder`).
///
/// The text is what `JSONEncoder` writes for the request (the same keys and nesting, the
/// members of an object perhaps in another order, as `JSONEncoder`'s own order varies), and
/// reading gives what `JSONDecoder` gives: text the fast reader does not vouch for (an older
/// or hand-written shape, an unknown key, a damaged row) goes to `JSONDecoder`, so odd rows
/// decode, or fail with the same error, as they always did.
public enum StoredRequestJSON {
    /// The request's JSON; a number JSON cannot hold throws `JSONEncoder`'s error.
    public static func encode(_ request: NotificationRequest) throws -> String {
        var writer = StoredJSONWriter(capacity: 512)
        do {
            try write(request, to: &writer)
        } catch {
            return String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
        }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The request in `text`, as `JSONDecoder` reads it, with `JSONDecoder`'s error when it
    /// cannot be read.
    public static func decode(_ text: String) throws -> NotificationRequest {
        if let request = fastDecode(text) { return request }
        return try JSONDecoder().decode(NotificationRequest.self, from: Data(text.utf8))
    }

    /// The request in `text` when the fast reader vouches for it; nil otherwise.
    static func fastDecode(_ text: String) -> NotificationRequest? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = StoredJSONReader(bytes)
            guard let request = try? readRequest(&reader), (try? reader.finish()) != nil else { return nil }
            return request
        }
    }
}
