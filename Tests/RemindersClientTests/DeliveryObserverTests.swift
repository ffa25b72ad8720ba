import CGLib
import Foundation
import GLibSupport
import LocalNotifications
import RemindersAPI
import RemindersBusSupport
import Testing

@testable import RemindersClient

/// The `Delivered` signal's parameters read like a GetDelivered entry.
@Suite("Reading the Delivered signal")
struct DeliveryObserverTests {
    private let delivered = DeliveredNotification(
        appIdentifier: "org.example.App",
        request: NotificationRequest(
            identifier: "tea", content: NotificationContent(title: "Tea", body: "Ready"), trigger: .immediate),
        occurrenceDate: Date(timeIntervalSince1970: 1_800_000_000),
        deliveredAt: Date(timeIntervalSince1970: 1_800_000_001), late: false, missed: false, posted: true)

    /// The entry in (app_id, identifier, notification) as the signal carries it.
    private static func entry(_ notification: OpaquePointer?, app: String = "org.example.App") throws -> DeliveredEntry?
    {
        let parameters = try #require(
            g_variant_ref_sink(
                Variant.tuple([g_variant_new_string(app), g_variant_new_string("tea"), notification])))
        defer { g_variant_unref(parameters) }
        return DeliveryObserver.entry(parameters)
    }

    @Test("The notification reads as a delivered entry, keys it does not know ignored")
    func entry() throws {
        var dictionary = ListingCodec.encode(delivered)
        dictionary["shown-on"] = WireValue.string("a newer key")
        let entry = try Self.entry(WireVariant.make(dictionary))
        #expect(
            entry
                == DeliveredEntry(
                    request: delivered.request, occurrenceDate: delivered.occurrenceDate,
                    deliveredAt: delivered.deliveredAt, late: false, missed: false))
    }

    @Test("Parameters of another type are skipped")
    func wrongType() throws {
        #expect(try Self.entry(g_variant_new_string("not a dictionary")) == nil)
    }

    @Test("A notification that is not a listing entry is skipped")
    func unreadable() throws {
        #expect(try Self.entry(WireVariant.make(RequestCodec.encode(delivered.request))) == nil)
    }
}
