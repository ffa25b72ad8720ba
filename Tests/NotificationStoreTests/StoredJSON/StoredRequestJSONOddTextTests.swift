import Foundation
import LocalNotifications
import Testing

@testable import NotificationStore

/// Texts other than the writer's own (older rows, hand edits, damage) read to the same
/// request, or fail with the same error, as with `JSONDecoder`.
@Suite struct StoredRequestJSONOddTextTests {
    /// What reading a text gave.
    enum Outcome: Equatable, CustomStringConvertible {
        /// A request.
        case value(NotificationRequest)
        /// An error, as text.
        case failure(String)

        /// The outcome of `read`.
        init(_ read: () throws -> NotificationRequest) {
            do { self = .value(try read()) } catch { self = .failure("\(error)") }
        }

        /// The request or the error.
        var description: String {
            switch self {
            case .value(let request): "\(request)"
            case .failure(let error): error
            }
        }
    }

    /// A request as an old version stored it: no wakesSystem, attachment or portal.
    static let old = """
        {"identifier":"a","content":{"title":"T","subtitle":"","body":"","sound":{"default":{}},\
        "userInfo":{},"categoryIdentifier":"","threadIdentifier":"","interruptionLevel":"active"},\
        "trigger":{"immediate":{}}}
        """

    /// `old` with `target` replaced by `replacement`.
    static func edited(_ target: String, _ replacement: String) -> String {
        old.replacingOccurrences(of: target, with: replacement)
    }

    /// Texts the fast reader reads itself.
    static let readable: [String] = [
        old,
        edited(#""interruptionLevel":"active""#, #""interruptionLevel":"active","attachment":null,"portal":null"#),
        edited(#""title":"T""#, #""title":"\u00e9\ud83d\ude00\"\\\/\b\f\n\r\t\u0000""#),
        edited(#""userInfo":{}"#, #""userInfo":{"\u0041\n":"x","\ud83d\ude00":"","":"\/"}"#),
        edited(#""trigger":{"immediate":{}}"#, #""trigger":{"timeInterval":{"_0":{"repeats":false,"interval":-0}}}"#),
        edited(
            #""trigger":{"immediate":{}}"#, #""trigger":{"timeInterval":{"_0":{"interval":1.5E+3,"repeats":true}}}"#),
        edited(#""trigger":{"immediate":{}}"#, #""trigger":{"timeInterval":{"_0":{"interval":0.1e1,"repeats":true}}}"#),
        edited(
            #""trigger":{"immediate":{}}"#,
            #""trigger":{"timeInterval":{"_0":{"interval":123456789012345678901234567890,"repeats":true}}}"#),
        edited(
            #""trigger":{"immediate":{}}"#,
            #""trigger":{"calendar":{"_0":{"year":null,"hour":-0,"repeats":true,"timeZoneIdentifier":null}}}"#),
        edited(#""identifier":"a""#, #""identifier":"a","latenessLimit":null,"wakesSystem":null,"repeatCount":null"#),
        edited(
            #""identifier":"a""#, #""identifier":"a","soundLoop":false,"soundLoopLimit":null,"repeatInterval":null"#),
        edited(#""interruptionLevel":"active""#, #""interruptionLevel":"active","badge":null"#),
        edited(
            #""interruptionLevel":"active""#,
            #""interruptionLevel":"active","portal":{"category":"","displayHints":[],"priority":null,"sound":null}"#),
        " \n\t\r" + old.replacingOccurrences(of: ",", with: " ,\n ").replacingOccurrences(of: ":", with: "\t: ")
            + " \r\n",
    ]

    /// Texts left to `JSONDecoder`, which reads some of them and refuses the others.
    static let unusual: [String] = [
        "", "null", "[]", "{}", "\"a\"", "{", old + "x", old + "{}", String(old.dropLast()),
        edited(#""identifier":"a""#, #""identifier":"a","identifier":"b""#),
        edited(#""identifier":"a""#, #""identifier":"a","extra":[1,{"x":null}]"#),
        edited(#""identifier":"a""#, #""\u0069dentifier":"a""#),
        edited(#""identifier":"a""#, #""identifier":1"#),
        edited(#""identifier":"a""#, #""identifier":null"#),
        edited(#""identifier":"a","#, ""),
        edited(#""title":"T""#, #""title":"\x""#),
        edited(#""title":"T""#, #""title":"\ud800""#),
        edited(#""title":"T""#, #""title":"\udc00\ud800""#),
        edited(#""title":"T""#, #""title":"\u12""#),
        edited(#""title":"T""#, "\"title\":\"a\u{01}b\""),
        edited(#""userInfo":{}"#, #""userInfo":{"k":"1","k":"2"}"#),
        edited(#""userInfo":{}"#, #""userInfo":{"k":1}"#),
        edited(#""userInfo":{}"#, #""userInfo":[]"#),
        edited(#""interruptionLevel":"active""#, #""interruptionLevel":"loud""#),
        edited(#""interruptionLevel":"active""#, #""interruptionLevel":"active","badge":1.0"#),
        edited(#""interruptionLevel":"active""#, #""interruptionLevel":"active","badge":1e2"#),
        edited(#""interruptionLevel":"active""#, #""interruptionLevel":"active","badge":99999999999999999999"#),
        edited(#""interruptionLevel":"active""#, #""interruptionLevel":"active","badge":01"#),
        edited(#""interruptionLevel":"active""#, #""interruptionLevel":"active","badge":-"#),
        edited(#""interruptionLevel":"active""#, #""interruptionLevel":"active","badge":true"#),
        edited(#""interruptionLevel":"active""#, #""interruptionLevel":"active","portal":{}"#),
        edited(
            #""interruptionLevel":"active""#,
            #""interruptionLevel":"active","portal":{"displayHints":["x"],"category":""}"#),
        edited(#""sound":{"default":{}}"#, #""sound":{"default":{"x":1}}"#),
        edited(#""sound":{"default":{}}"#, #""sound":{"default":{},"none":{}}"#),
        edited(#""sound":{"default":{}}"#, #""sound":{"default":{},"other":{}}"#),
        edited(#""sound":{"default":{}}"#, #""sound":{"named":{"_0":"a","_1":"b"}}"#),
        edited(#""sound":{"default":{}}"#, #""sound":{"named":{}}"#),
        edited(#""sound":{"default":{}}"#, #""sound":"default""#),
        edited(#""trigger":{"immediate":{}}"#, #""trigger":{"later":{}}"#),
        edited(#""trigger":{"immediate":{}}"#, #""trigger":{"timeInterval":{"_0":{"interval":1e400,"repeats":true}}}"#),
        edited(
            #""trigger":{"immediate":{}}"#, #""trigger":{"timeInterval":{"_0":{"interval":1e-400,"repeats":true}}}"#),
        edited(#""trigger":{"immediate":{}}"#, #""trigger":{"timeInterval":{"_0":{"interval":1.,"repeats":true}}}"#),
        edited(#""trigger":{"immediate":{}}"#, #""trigger":{"timeInterval":{"_0":{"interval":.5,"repeats":true}}}"#),
        edited(#""trigger":{"immediate":{}}"#, #""trigger":{"timeInterval":{"_0":{"interval":"60","repeats":true}}}"#),
        edited(#""trigger":{"immediate":{}}"#, #""trigger":{"timeInterval":{"_0":{"interval":60}}}"#),
        edited(#""trigger":{"immediate":{}}"#, #""trigger":{"calendar":{"_0":{"hour":9.5,"repeats":true}}}"#),
        edited(#""trigger":{"immediate":{}}"#, #""trigger":{"location":{"_0":{"latitude":1,"longitude":2}}}"#),
        edited(#""trigger":{"immediate":{}}"#, #""trigger":{"immediate":{}},"trigger":{"immediate":{}}"#),
        edited(#""identifier":"a""#, #""identifier":"a","repeatCount":1.5"#),
        edited(#""identifier":"a""#, #""identifier":"a","wakesSystem":1"#),
        edited(#""identifier":"a""#, #""identifier":"a",,"wakesSystem":true"#),
        edited(#""identifier":"a""#, #""identifier":"a","wakesSystem":true,"#),
        edited("{\"title\"", "{,\"title\""),
        edited(#""userInfo":{}"#, #""userInfo":{"a":"b",}"#),
    ]

    /// The texts the fast reader vouches for read as with `JSONDecoder`, without falling back.
    @Test(arguments: readable)
    func fastReaderReadsOddButValidText(text: String) throws {
        let expected = try JSONDecoder().decode(NotificationRequest.self, from: Data(text.utf8))
        #expect(StoredRequestJSON.fastDecode(text) == expected)
    }

    /// Every text gives what `JSONDecoder` gives: the same request or the same error.
    @Test(arguments: readable + unusual)
    func outcomeIsJSONDecoders(text: String) {
        let expected = Outcome { try JSONDecoder().decode(NotificationRequest.self, from: Data(text.utf8)) }
        #expect(Outcome { try StoredRequestJSON.decode(text) } == expected, "\(text)")
    }

    /// The fast reader leaves each unusual text to `JSONDecoder`.
    @Test(arguments: unusual)
    func fastReaderLeavesUnusualText(text: String) {
        #expect(StoredRequestJSON.fastDecode(text) == nil, "\(text)")
    }
}
