import Foundation
import FuzzSupport
import LocalNotifications
import NotificationStore

/// Fuzzes the store's reading of a request's JSON column: any text (a hand edit, an older
/// version's row, a damaged file).
///
/// `StoredRequestJSON` must give what `JSONDecoder` gives: the same request, or a failure
/// when it fails. A request that reads must write back to text that `JSONDecoder` reads as
/// the same request and that is the same JSON value as `JSONEncoder`'s.
@_cdecl("LLVMFuzzerTestOneInput")
public func storedRequestFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let text = input.restText()
    let fast = try? StoredRequestJSON.decode(text)
    let foundation = try? JSONDecoder().decode(NotificationRequest.self, from: Data(text.utf8))
    fuzzCheck(
        fast == foundation,
        "the readers disagree on \(text): \(String(describing: fast)) ≠ \(String(describing: foundation))")
    guard let request = fast else { return 0 }
    guard let written = try? StoredRequestJSON.encode(request) else {
        fuzzCheck(false, "a request that reads does not write: \(request)")
        return 0
    }
    let again = try? JSONDecoder().decode(NotificationRequest.self, from: Data(written.utf8))
    fuzzCheck(again == request, "the written text reads as another request: \(written)")
    let value = try? JSONSerialization.jsonObject(with: Data(written.utf8)) as? NSDictionary
    let expected = (try? JSONEncoder().encode(request)).flatMap {
        try? JSONSerialization.jsonObject(with: $0) as? NSDictionary
    }
    fuzzCheck(value?.isEqual(expected) == true, "the written text is not JSONEncoder's value: \(written)")
    return 0
}
