import CGLib
import CShims
import GLibSupport
import RemindersAPI
import RemindersBusSupport

/// A listing's reply built as it is read: each step's entries go into the `aa{sv}` array
/// at once, so that no step builds the whole reply.
final class ListingReply: ListingSink {
    private let builder = g_variant_builder_new(shims_variant_type("aa{sv}"))
    private let reply: (Result<OpaquePointer?, ServiceError>) -> Void

    /// A reply handed to `reply` as the method's floating `(aa{sv})` tuple, or as its error.
    init(_ reply: @escaping (Result<OpaquePointer?, ServiceError>) -> Void) {
        self.reply = reply
    }

    deinit { g_variant_builder_unref(builder) }

    func append(_ entries: [WireDictionary]) {
        for entry in entries { g_variant_builder_add_value(builder, WireVariant.make(entry)) }
    }

    func finish() {
        reply(.success(Variant.tuple([g_variant_builder_end(builder)])))
    }

    func fail(_ error: ServiceError) {
        reply(.failure(error))
    }
}
