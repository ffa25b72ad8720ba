import CGLib
import CShims
import Foundation
import FuzzSupport
import LocalNotifications
import RemindersAPI
import RemindersBusSupport

/// Fuzzes what remindd reads from a D-Bus caller: the request and category dictionaries.
///
/// The first byte picks the codec: even reads the rest as a serialized `a{sv}` request (as
/// `Add` receives it), odd as an `aa{sv}` list of categories (as `SetCategories` does).
/// GLib checks the untrusted bytes as GDBus does. A request that validates must encode back
/// to the same value, its portal words must agree with remindd's own keys, and it must give
/// its first fire date without trapping; categories that decode must encode back to the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func wireCodecFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let readsRequest = input.byte() % 2 == 0
    let body = input.rest()
    let bytes = body.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
    defer { g_bytes_unref(bytes) }
    let variant = g_variant_ref_sink(
        g_variant_new_from_bytes(shims_variant_type(readsRequest ? "a{sv}" : "aa{sv}"), bytes, 0))
    defer { g_variant_unref(variant) }
    if readsRequest {
        checkRequest(variant)
    } else {
        checkCategories(variant)
    }
    return 0
}

/// Decodes a request as remindd's `Add` does, then round-trips and schedules it.
private func checkRequest(_ variant: OpaquePointer?) {
    guard let dictionary = try? WireVariant.dictionary(variant),
        let request = try? RequestCodec.decode(dictionary)
    else { return }
    // Only valid requests are compared: an invalid one may hold NaN, which equals nothing.
    guard (try? request.validate()) != nil else { return }
    let again = try? RequestCodec.decode(RequestCodec.encode(request))
    fuzzCheck(again == request, "the request does not survive encoding: \(request)")
    checkPortalWords(request.content)
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    _ = request.trigger.nextFireDate(
        anchor: now, after: now, localTimeZone: TimeZone(identifier: "Europe/Berlin") ?? .gmt)
}

/// The portal's words of a valid request mean what remindd's own keys say: a priority its
/// interruption level, the portal's silent sound no sound.
private func checkPortalWords(_ content: NotificationContent) {
    let portal = content.portal
    if let priority = portal.priority {
        fuzzCheck(priority.interruptionLevel == content.interruptionLevel, "the priority disagrees: \(content)")
    }
    if let sound = portal.sound {
        fuzzCheck((sound == .silent) == (content.sound == .none), "the sound disagrees: \(content)")
        if case .file = sound { fuzzCheck(sound.filePath != nil, "a sound file without a path: \(content)") }
    }
}

/// Decodes categories as remindd's `SetCategories` does, then round-trips them.
private func checkCategories(_ variant: OpaquePointer?) {
    guard let dictionaries = try? WireVariant.dictionaries(variant),
        let categories = try? CategoryCodec.decode(dictionaries)
    else { return }
    let again = try? CategoryCodec.decode(categories.map(CategoryCodec.encode))
    fuzzCheck(again == categories, "the categories do not survive encoding: \(categories)")
}
