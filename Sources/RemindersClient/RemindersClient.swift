import CGLib
import Foundation
import GLibSupport
import LocalNotifications
import RemindersAPI
import RemindersBusSupport

/// The live `RemindersClientProtocol`: remindd's D-Bus API over the session bus, called synchronously.
///
/// remindd is started by D-Bus activation when it is not running. Not thread-safe: use one
/// client per thread.
public final class RemindersClient: RemindersClientProtocol {
    private let caller: SessionBusCaller

    /// Creates a client of the remindd on the bus at `busAddress` (a D-Bus address such as
    /// `unix:path=/run/user/1000/bus`), or on the session bus when nil; the bus is connected
    /// on the first call.
    public init(busAddress: String? = nil) {
        caller = SessionBusCaller(address: busAddress)
    }

    /// Whether remindd runs now, or the bus would start it, asked of the bus alone
    /// (NameHasOwner, ListActivatableNames), so asking never starts it.
    public func presence() throws(RemindersClientError) -> DaemonPresence {
        let owner = try caller.callBus(
            "NameHasOwner", parameters: Variant.tuple([g_variant_new_string(RemindersBus.busName)]), replyType: "(b)")
        defer { g_variant_unref(owner) }
        let owned = Variant.child(owner, 0)
        defer { if let owned { g_variant_unref(owned) } }
        if let owned, g_variant_get_boolean(owned) != 0 { return .running }
        let names = try caller.callBus("ListActivatableNames", parameters: nil, replyType: "(as)")
        defer { g_variant_unref(names) }
        let list = Variant.child(names, 0)
        defer { if let list { g_variant_unref(list) } }
        return Variant.strings(list).contains(RemindersBus.busName) ? .startable : .missing
    }

    /// Schedules a request (Add) and returns its next trigger date.
    public func add(_ request: NotificationRequest, app: String) throws(RemindersClientError) -> Date {
        let reply = try caller.call(.add) {
            Variant.tuple([g_variant_new_string(app), WireVariant.make(RequestCodec.encode(request))])
        }
        defer { g_variant_unref(reply) }
        let value = Variant.child(reply, 0)
        defer { g_variant_unref(value) }
        return Date(timeIntervalSince1970: g_variant_get_double(value))
    }

    /// Schedules all requests or none (AddMany) and returns their next trigger dates.
    public func addMany(_ requests: [NotificationRequest], app: String) throws(RemindersClientError) -> [Date] {
        let reply = try caller.call(.addMany) {
            Variant.tuple([g_variant_new_string(app), WireVariant.make(requests.map(RequestCodec.encode))])
        }
        defer { g_variant_unref(reply) }
        let array = Variant.child(reply, 0)
        defer { g_variant_unref(array) }
        return Variant.doubles(array).map(Date.init(timeIntervalSince1970:))
    }

    /// The app's pending requests, soonest first, a page (GetPendingPage) at a time.
    public func pending(app: String) throws(RemindersClientError) -> [ScheduledEntry] {
        try Self.allPages { page throws(RemindersClientError) in try pending(app: app, page: page) }
    }

    /// The app's delivered notifications, newest first, a page (GetDeliveredPage) at a time.
    public func delivered(app: String) throws(RemindersClientError) -> [DeliveredEntry] {
        try Self.allPages { page throws(RemindersClientError) in try delivered(app: app, page: page) }
    }

    /// A page of the app's pending requests (GetPendingPage), soonest first.
    public func pending(app: String, page: PageOptions) throws(RemindersClientError) -> [ScheduledEntry] {
        let dictionaries = try listing(.getPendingPage, app: app, page: page)
        do {
            return try dictionaries.map { dictionary throws(WireError) in try ListingDecoder.scheduledEntry(dictionary)
            }
        } catch {
            throw .failure("remindd sent an unreadable pending request: \(error.description)")
        }
    }

    /// What a listing shows of a page of the app's pending requests, soonest first: from
    /// GetPendingSummaryColumns; from a remindd older than API version 9, from
    /// GetPendingSummaryPage; older than 8, made from GetPendingPage's page.
    public func pendingSummaries(app: String, page: PageOptions) throws(RemindersClientError) -> [PendingSummary] {
        if let summaries = try pendingSummaryColumns(app: app, page: page) { return summaries }
        if let summaries = try pendingSummaryTuples(app: app, page: page) { return summaries }
        return try pending(app: app, page: page).map(PendingSummary.init)
    }

    /// The page's summaries from GetPendingSummaryColumns; nil when remindd does not have it.
    func pendingSummaryColumns(app: String, page: PageOptions) throws(RemindersClientError) -> [PendingSummary]? {
        guard let reply = try caller.callIfKnown(.getPendingSummaryColumns, parameters: Self.pageParameters(app, page))
        else { return nil }
        defer { g_variant_unref(reply) }
        do {
            return try SummaryColumnsVariant.columns(reply).summaries()
        } catch {
            throw .failure("remindd sent unreadable pending requests: \(error.description)")
        }
    }

    /// The page's summaries from GetPendingSummaryPage; nil when remindd does not have it.
    func pendingSummaryTuples(app: String, page: PageOptions) throws(RemindersClientError) -> [PendingSummary]? {
        guard let reply = try caller.callIfKnown(.getPendingSummaryPage, parameters: Self.pageParameters(app, page))
        else { return nil }
        return try Self.readArray(of: reply, as: "pending request", with: SummaryVariant.summaries)
    }

    /// The parameters of a paged call: the app and the page's options.
    private static func pageParameters(_ app: String, _ page: PageOptions) -> () -> OpaquePointer? {
        { Variant.tuple([g_variant_new_string(app), WireVariant.make(page.encode())]) }
    }

    /// A page of the app's delivered notifications (GetDeliveredPage), newest first.
    public func delivered(app: String, page: PageOptions) throws(RemindersClientError) -> [DeliveredEntry] {
        let dictionaries = try listing(.getDeliveredPage, app: app, page: page)
        do {
            return try dictionaries.map { dictionary throws(WireError) in try ListingDecoder.deliveredEntry(dictionary)
            }
        } catch {
            throw .failure("remindd sent an unreadable delivered notification: \(error.description)")
        }
    }

    /// Cancels pending requests (RemovePending).
    public func removePending(_ identifiers: [String], app: String) throws(RemindersClientError) {
        try callWithoutReply(.removePending, app: app, identifiers: identifiers)
    }

    /// Cancels every pending request of the app (RemoveAllPending).
    public func removeAllPending(app: String) throws(RemindersClientError) {
        try callWithoutReply(.removeAllPending, app: app, identifiers: nil)
    }

    /// Forgets delivered notifications (RemoveDelivered).
    public func removeDelivered(_ identifiers: [String], app: String) throws(RemindersClientError) {
        try callWithoutReply(.removeDelivered, app: app, identifiers: identifiers)
    }

    /// Forgets every delivered notification of the app (RemoveAllDelivered).
    public func removeAllDelivered(app: String) throws(RemindersClientError) {
        try callWithoutReply(.removeAllDelivered, app: app, identifiers: nil)
    }

    /// Whether popups can be shown now (GetStatus).
    public func status() throws(RemindersClientError) -> ServiceStatus {
        let reply = try caller.call(.getStatus) { nil }
        defer { g_variant_unref(reply) }
        let dictionary = Variant.child(reply, 0)
        defer { g_variant_unref(dictionary) }
        do {
            return try ServiceStatus(try WireVariant.dictionary(dictionary))
        } catch {
            throw .failure("remindd sent an unreadable status: \(error.description)")
        }
    }

    /// Registers the app's notification categories (SetCategories), replacing the ones it had.
    public func setCategories(_ categories: [NotificationCategory], app: String) throws(RemindersClientError) {
        let reply = try caller.call(.setCategories) {
            Variant.tuple([g_variant_new_string(app), WireVariant.make(categories.map(CategoryCodec.encode))])
        }
        g_variant_unref(reply)
    }

    /// Holds popups other than critical ones until `date` (Pause); nil ends the pause.
    public func pause(until date: Date?) throws(RemindersClientError) {
        let reply = try caller.call(.pause) {
            Variant.tuple([g_variant_new_double(date?.timeIntervalSince1970 ?? 0)])
        }
        g_variant_unref(reply)
    }

    /// Every page `read` gives, from the first until one is short.
    private static func allPages<Entry>(
        _ read: (PageOptions) throws(RemindersClientError) -> [Entry]
    ) throws(RemindersClientError) -> [Entry] {
        var entries: [Entry] = []
        var page = PageOptions()
        while true {
            let part = try read(page)
            entries += part
            if part.count < page.limit { return entries }
            page.offset += part.count
        }
    }

    /// Calls a paged listing method taking the app identifier and the page's options, returning `aa{sv}`.
    private func listing(
        _ method: RemindersMethod, app: String, page: PageOptions
    ) throws(RemindersClientError) -> [WireDictionary] {
        let reply = try caller.call(method) {
            Variant.tuple([g_variant_new_string(app), WireVariant.make(page.encode())])
        }
        return try Self.readArray(of: reply, as: "listing", with: WireVariant.dictionaries)
    }

    /// Reads the array a reply holds with `read`, then lets go of the reply; a failure names
    /// `what` remindd sent.
    private static func readArray<Entry>(
        of reply: OpaquePointer, as what: String, with read: (OpaquePointer?) throws(WireError) -> [Entry]
    ) throws(RemindersClientError) -> [Entry] {
        defer { g_variant_unref(reply) }
        let array = Variant.child(reply, 0)
        defer { g_variant_unref(array) }
        do {
            return try read(array)
        } catch {
            throw .failure("remindd sent an unreadable \(what): \(error.description)")
        }
    }

    /// Calls a method taking the app identifier and, when given, an identifier list; it returns nothing.
    private func callWithoutReply(
        _ method: RemindersMethod, app: String, identifiers: [String]?
    )
        throws(RemindersClientError)
    {
        let reply = try caller.call(method) {
            var values = [g_variant_new_string(app)]
            if let identifiers { values.append(Variant.makeStrings(identifiers)) }
            return Variant.tuple(values)
        }
        g_variant_unref(reply)
    }
}
