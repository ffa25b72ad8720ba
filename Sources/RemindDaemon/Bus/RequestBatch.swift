import CGLib
import GLibSupport
import RemindersAPI
import RemindersBusSupport

/// The requests of an `AddMany` call, each read off the message when a step asks for it,
/// so that no step reads all of them.
public final class RequestBatch {
    private let array: OpaquePointer?
    private let dictionaries: [WireDictionary]
    /// How many requests the call holds.
    public let count: Int

    /// The requests of an `aa{sv}` variant, which the batch keeps a reference to.
    init(variant: OpaquePointer?) {
        array = variant.map { g_variant_ref($0) }
        dictionaries = []
        count = variant.map { Int(g_variant_n_children($0)) } ?? 0
    }

    /// Requests already read.
    public init(_ dictionaries: [WireDictionary]) {
        array = nil
        self.dictionaries = dictionaries
        count = dictionaries.count
    }

    deinit { if let array { g_variant_unref(array) } }

    /// The request at `index`, from 0 to `count` - 1.
    public func request(at index: Int) throws(ServiceError) -> WireDictionary {
        guard let array else { return dictionaries[index] }
        let element = g_variant_get_child_value(array, gsize(index))
        defer { if let element { g_variant_unref(element) } }
        do {
            return try WireVariant.dictionary(element)
        } catch {
            throw .invalidArgument(error.description)
        }
    }
}
