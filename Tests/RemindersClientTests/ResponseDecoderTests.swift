import CGLib
import GLibSupport
import LocalNotifications
import RemindersAPI
import RemindersBusSupport
import RemindersClient
import Testing

/// The parameters of the two app actions remindd activates read as the user's response.
@Suite("Reading a popup's response")
struct ResponseDecoderTests {
    /// The response in a parameter made of `children`.
    private static func response(_ children: [OpaquePointer?]) throws -> NotificationResponse? {
        let parameter = try #require(g_variant_ref_sink(Variant.tuple(children)))
        defer { g_variant_unref(parameter) }
        return ResponseDecoder.response(fromActionParameter: parameter)
    }

    /// (identifier, action) is a response without text.
    @Test func identifierAndAction() throws {
        let response = try Self.response([g_variant_new_string("12/2"), g_variant_new_string("snooze")])
        #expect(response == NotificationResponse(identifier: "12/2", action: "snooze"))
    }

    /// (identifier, action, data) carries the typed reply; other keys are ignored.
    @Test func typedReply() throws {
        let data = WireVariant.make([ResponseCodec.userTextKey: .string("Buy stamps"), "newer-key": .bool(true)])
        let response = try Self.response([
            g_variant_new_string("daily-reminder"), g_variant_new_string("add-item"), data,
        ])
        #expect(
            response
                == NotificationResponse(identifier: "daily-reminder", action: "add-item", userText: "Buy stamps"))
    }

    /// Data without a reply, or with a reply that is not a string, gives no text.
    @Test func dataWithoutAReply() throws {
        let empty = try Self.response([
            g_variant_new_string("7"), g_variant_new_string("default"), WireVariant.make([:]),
        ])
        #expect(empty == NotificationResponse(identifier: "7", action: "default"))
        let number = try Self.response([
            g_variant_new_string("7"), g_variant_new_string("default"),
            WireVariant.make([ResponseCodec.userTextKey: .int32(5)]),
        ])
        #expect(number?.userText == nil)
    }

    /// A parameter of another type, or none, is no response.
    @Test func otherParametersAreNone() throws {
        #expect(try Self.response([g_variant_new_string("7")]) == nil)
        #expect(try Self.response([g_variant_new_string("7"), g_variant_new_int32(1)]) == nil)
        #expect(ResponseDecoder.response(fromActionParameter: nil) == nil)
    }
}
