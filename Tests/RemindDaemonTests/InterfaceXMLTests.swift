import CGLib
import Foundation
import LocalNotifications
import RemindersAPI
import Testing

@testable import RemindDaemon

/// The interface XML remindd serves is the contract file, and the Swift side of the
/// contract (RemindersAPI's names and signatures) says what the file says.
@Suite("RemindersInterfaceXML")
struct InterfaceXMLTests {
    /// The embedded text equals data/dbus/org.checklists.Remindd1.xml byte for byte.
    @Test("Embedded XML equals the contract file")
    func matchesFile() throws {
        #expect(Data(RemindersInterfaceXML.text.utf8) == (try Self.contractFile()))
    }

    /// Every method of the file is a `RemindersMethod` with the same argument and reply
    /// signatures, and every `RemindersMethod` is in the file.
    @Test("Methods and their signatures")
    func methods() throws {
        var inFile: [String: (arguments: String, reply: String)] = [:]
        try Self.withInterface { interface in
            for method in Self.list(interface.pointee.methods) {
                inFile[String(cString: method.pointee.name)] = (
                    Self.signature(method.pointee.in_args), Self.signature(method.pointee.out_args)
                )
            }
        }
        #expect(Set(inFile.keys) == Set(RemindersMethod.allCases.map(\.name)))
        for method in RemindersMethod.allCases {
            #expect(inFile[method.name]?.arguments == method.argumentSignature, "\(method.name)")
            #expect(inFile[method.name]?.reply == method.replySignature, "\(method.name)")
        }
    }

    /// Every signal of the file is a `RemindersSignal` with the same signature, and back.
    @Test("Signals and their signatures")
    func signals() throws {
        var inFile: [String: String] = [:]
        try Self.withInterface { interface in
            for signal in Self.list(interface.pointee.signals) {
                inFile[String(cString: signal.pointee.name)] = Self.signature(signal.pointee.args)
            }
        }
        #expect(Set(inFile.keys) == Set(RemindersSignal.allCases.map(\.name)))
        for signal in RemindersSignal.allCases {
            #expect(inFile[signal.name] == signal.signature, "\(signal.name)")
        }
    }

    /// The file documents the bus name, object path, both error names, the API's version in
    /// GetStatus, and how a response reaches the app.
    @Test("Names, errors, version and response words are documented")
    func documentedWords() throws {
        let text = String(decoding: try Self.contractFile(), as: UTF8.self)
        let words = [
            "bus name \(RemindersBus.busName)", RemindersBus.objectPath,
            RemindersBus.invalidArgumentError, RemindersBus.failedError,
            "\(StatusKey.apiVersion) u", "\(StatusKey.apiVersion): \(RemindersBus.apiVersion)",
            "\"\(RemindersBus.responseActionName)\"", "parameter \(RemindersBus.responseActionSignature)",
            "\"\(NotificationAction.defaultIdentifier)\"", "\"\(NotificationAction.dismissIdentifier)\"",
            "\"\(RemindersBus.responseWithDataActionName)\"",
            "parameter \(RemindersBus.responseWithDataActionSignature)", "\(ResponseCodec.userTextKey) s",
            "\(CategoryCodec.textInputActionsKey) as", "\(CategoryCodec.textInputPlaceholdersKey) a{ss}",
            "\(CategoryCodec.textInputButtonsKey) a{ss}", "\(PageOptions.offsetKey) u", "\(PageOptions.limitKey) u",
            "at most \(PageOptions.unpagedLimit)", "1 to \(PageOptions.maximumLimit)", "wake-system b",
            "\(StatusKey.wakeAlarm) s", "\(CategoryCodec.purposesKey) a{ss}", "notification-category s",
            "sound-loop b", "sound-loop-limit u",
        ]
        for word in words {
            #expect(text.contains(word), "the interface XML does not mention \(word)")
        }
    }

    /// The contract file's bytes.
    static func contractFile() throws -> Data {
        let root = try #require(packageRoot())
        return try Data(contentsOf: root.appendingPathComponent("data/dbus/org.checklists.Remindd1.xml"))
    }

    /// Runs `body` on the file's interface, parsed by GDBus as remindd parses it.
    static func withInterface(_ body: (UnsafeMutablePointer<GDBusInterfaceInfo>) throws -> Void) throws {
        var error: UnsafeMutablePointer<GError>?
        let text = String(decoding: try contractFile(), as: UTF8.self)
        let node = try #require(g_dbus_node_info_new_for_xml(text, &error), "the interface XML does not parse")
        defer { g_dbus_node_info_unref(node) }
        try body(try #require(g_dbus_node_info_lookup_interface(node, RemindersBus.interfaceName)))
    }

    /// The tuple signature of a NULL-terminated list of arguments, such as "(sa{sv})".
    static func signature(_ arguments: UnsafeMutablePointer<UnsafeMutablePointer<GDBusArgInfo>?>?) -> String {
        "(" + list(arguments).map { String(cString: $0.pointee.signature) }.joined() + ")"
    }

    /// The elements of a NULL-terminated C array.
    static func list<Element>(
        _ array: UnsafeMutablePointer<UnsafeMutablePointer<Element>?>?
    )
        -> [UnsafeMutablePointer<Element>]
    {
        var elements: [UnsafeMutablePointer<Element>] = []
        guard var cursor = array else { return elements }
        while let element = cursor.pointee {
            elements.append(element)
            cursor += 1
        }
        return elements
    }

    /// The package root: the nearest directory above this file that holds Package.swift.
    static func packageRoot(from path: String = #filePath) -> URL? {
        var directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }
}
