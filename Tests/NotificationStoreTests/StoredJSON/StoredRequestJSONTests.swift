import Foundation
import LocalNotifications
import Testing

@testable import NotificationStore

/// `StoredRequestJSON` writes what `JSONEncoder` writes and reads what `JSONDecoder` reads,
/// for every sample request, through its own fast reader (never falling back for them).
@Suite struct StoredRequestJSONTests {
    /// The fast writer's text decodes with `JSONDecoder` to the same request.
    @Test(arguments: StoredRequestJSONSamples.requests)
    func jsonDecoderReadsTheFastText(request: NotificationRequest) throws {
        let text = try StoredRequestJSON.encode(request)
        #expect(try JSONDecoder().decode(NotificationRequest.self, from: Data(text.utf8)) == request)
    }

    /// The fast reader reads `JSONEncoder`'s text to the same request.
    @Test(arguments: StoredRequestJSONSamples.requests)
    func fastReaderReadsJSONEncoderText(request: NotificationRequest) throws {
        let text = String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
        #expect(StoredRequestJSON.fastDecode(text) == request)
    }

    /// The fast reader reads the fast writer's text to the same request.
    @Test(arguments: StoredRequestJSONSamples.requests)
    func fastTextRoundTrips(request: NotificationRequest) throws {
        let text = try StoredRequestJSON.encode(request)
        #expect(StoredRequestJSON.fastDecode(text) == request)
        #expect(try StoredRequestJSON.decode(text) == request)
    }

    /// The fast writer's text is the same JSON value as `JSONEncoder`'s: the same keys, nesting,
    /// strings and numbers (only the order of members may differ, as it does between runs of
    /// `JSONEncoder`).
    @Test(arguments: StoredRequestJSONSamples.requests)
    func fastTextIsJSONEncoderValue(request: NotificationRequest) throws {
        let fast = try JSONSerialization.jsonObject(with: Data(try StoredRequestJSON.encode(request).utf8))
        let foundation = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(request))
        let fastObject = try #require(fast as? NSDictionary)
        #expect(fastObject.isEqual(try #require(foundation as? NSDictionary)))
    }

    /// Numbers are spelled as `JSONEncoder` spells them (a whole double without `.0`).
    @Test(arguments: [
        60, 0.5, 1e20, 1e-7, 1e15, 1e16, 123_456.789, -0.0, -3, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ])
    func numbersAreSpelledAsJSONEncoderDoes(interval: Double) throws {
        let request = NotificationRequest(
            identifier: "n", content: NotificationContent(title: ""),
            trigger: .timeInterval(TimeIntervalTrigger(interval: interval, repeats: false)))
        let expected = String(decoding: try JSONEncoder().encode(interval), as: UTF8.self)
        #expect(try StoredRequestJSON.encode(request).contains("\"interval\":\(expected),"))
    }

    /// Strings are escaped as `JSONEncoder` escapes them.
    @Test(arguments: StoredRequestJSONSamples.awkwardTexts)
    func stringsAreEscapedAsJSONEncoderDoes(text: String) throws {
        let request = NotificationRequest(
            identifier: text, content: NotificationContent(title: ""), trigger: .immediate)
        let expected = String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
        #expect(try StoredRequestJSON.encode(request).hasPrefix("{\"identifier\":\(expected),"))
    }

    /// A number JSON cannot hold fails as it does with `JSONEncoder`.
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersFailAsWithJSONEncoder(value: Double) {
        let request = NotificationRequest(
            identifier: "x", content: NotificationContent(title: ""), trigger: .immediate, latenessLimit: value)
        #expect(throws: EncodingError.self) { try StoredRequestJSON.encode(request) }
    }
}
