import CGLib
import CShims
import GLibSupport
import RemindersAPI
import RemindersBusSupport

/// A listing's reply built as it is read: each step's entries go into the reply at once, so
/// that no step builds the whole reply. Entries go as dictionaries (`aa{sv}`, the listings
/// of requests and deliveries), as summaries (`GetPendingSummaryPage`) or as summaries in
/// columns (`GetPendingSummaryColumns`).
final class ListingReply: ListingSink {
    /// The form of the entries on the wire.
    enum Form {
        /// `ListingCodec`'s dictionaries.
        case dictionaries
        /// `PendingSummary` tuples.
        case summaries
        /// `PendingSummaryColumns`.
        case columns
    }

    private let form: Form
    private let builder: UnsafeMutablePointer<GVariantBuilder>?
    private var columns = PendingSummaryColumns()
    private let reply: (Result<OpaquePointer?, ServiceError>) -> Void

    /// A reply handed to `reply` as the method's floating one-array tuple, or as its error.
    init(_ reply: @escaping (Result<OpaquePointer?, ServiceError>) -> Void, form: Form = .dictionaries) {
        self.form = form
        self.reply = reply
        let type =
            switch form {
            case .dictionaries: "aa{sv}"
            case .summaries: "a" + PendingSummary.wireSignature
            case .columns: nil as String?
            }
        builder = type.map { g_variant_builder_new(shims_variant_type($0)) }
    }

    deinit { if let builder { g_variant_builder_unref(builder) } }

    /// Adds the entries in the reply's form; summaries are of pending requests only.
    func append(_ entries: ListingEntries) {
        switch form {
        case .dictionaries:
            for entry in entries.dictionaries { g_variant_builder_add_value(builder, WireVariant.make(entry)) }
        case .summaries:
            guard case .pending(let requests) = entries else { return }
            for request in requests {
                g_variant_builder_add_value(builder, SummaryVariant.make(PendingSummary(request)))
            }
        case .columns:
            guard case .pending(let requests) = entries else { return }
            for request in requests { columns.append(PendingSummary(request)) }
        }
    }

    /// Hands over the reply.
    func finish() {
        switch form {
        case .dictionaries, .summaries: reply(.success(Variant.tuple([g_variant_builder_end(builder)])))
        case .columns: reply(.success(SummaryColumnsVariant.make(columns)))
        }
    }

    /// Hands over the error.
    func fail(_ error: ServiceError) {
        reply(.failure(error))
    }
}
