import LocalNotifications
import RemindersAPI
import Testing

/// The notification portal's words in a request: what they map onto, how they must agree
/// with remindd's own keys, and that they come back as given.
@Suite("RequestCodec portal words")
struct RequestCodecPortalWordsTests {
    /// Each priority gives its interruption level, and is kept.
    @Test(
        "Priority maps onto the interruption level",
        arguments: [
            ("low", InterruptionLevel.passive), ("normal", .active), ("high", .timeSensitive), ("urgent", .critical),
        ])
    func priority(name: String, level: InterruptionLevel) throws {
        let request = try RequestCodec.decode(RequestFixtures.dictionary(["priority": .string(name)]))
        #expect(request.content.interruptionLevel == level)
        #expect(request.content.portal.priority?.rawValue == name)
        #expect(try RequestFixtures.roundTrip(request) == request)
    }

    /// A priority and an interruption level that agree are accepted; that disagree, refused
    /// naming both.
    @Test("Priority and interruption level")
    func priorityAndLevel() {
        let agreeing = RequestFixtures.dictionary([
            "priority": .string("high"), "interruption-level": .string("time-sensitive"),
        ])
        #expect(RequestFixtures.decodeError(agreeing) == nil)
        let disagreeing = RequestFixtures.dictionary([
            "priority": .string("high"), "interruption-level": .string("passive"),
        ])
        #expect(
            RequestFixtures.decodeError(disagreeing)
                == "priority \"high\" and interruption-level \"passive\" disagree: high means time-sensitive")
        #expect(
            RequestFixtures.decodeError(RequestFixtures.dictionary(["priority": .string("loud")]))
                == "priority must be low, normal, high or urgent, not \"loud\"")
    }

    /// Display hints are kept in order; one the portal does not know is refused.
    @Test("Display hints")
    func displayHints() throws {
        let request = try RequestCodec.decode(
            RequestFixtures.dictionary(["display-hint": .strings(["persistent", "hide-on-lock-screen"])]))
        #expect(request.content.portal.displayHints == [.persistent, .hideOnLockScreen])
        #expect(try RequestFixtures.roundTrip(request) == request)
        let unknown = RequestFixtures.decodeError(RequestFixtures.dictionary(["display-hint": .strings(["loud"])]))
        #expect(unknown?.hasPrefix("display-hint must hold only transient, tray,") == true)
        #expect(unknown?.hasSuffix("not \"loud\"") == true)
    }

    /// The portal's sound: default and a file keep remindd's sound default, silent is no
    /// sound; each must agree with sound-name and silent.
    @Test("Sound")
    func sound() throws {
        let silent = try RequestCodec.decode(RequestFixtures.dictionary(["sound": .string("silent")]))
        #expect(silent.content.sound == NotificationSound.none)
        #expect(try RequestFixtures.roundTrip(silent) == silent)
        let file = try RequestCodec.decode(RequestFixtures.dictionary(["sound": .string("file:///tmp/a%20b.wav")]))
        #expect(file.content.sound == .default)
        #expect(file.content.portal.sound?.filePath == "/tmp/a b.wav")
        #expect(try RequestFixtures.roundTrip(file) == file)
        #expect(
            RequestFixtures.decodeError(
                RequestFixtures.dictionary(["sound": .string("default"), "sound-name": .string("bell")]))
                == "sound \"default\" and sound-name cannot be given together")
        #expect(
            RequestFixtures.decodeError(
                RequestFixtures.dictionary(["sound": .string("default"), "silent": .bool(true)]))
                == "sound \"default\" and silent true disagree")
        #expect(
            RequestFixtures.decodeError(
                RequestFixtures.dictionary(["sound": .string("silent"), "silent": .bool(true)]))
                == nil)
    }

    /// A relative sound file and an unknown category decode, but do not validate; the
    /// messages name the key and the value.
    @Test("Values the core refuses")
    func coreRefusals() throws {
        let relative = try RequestCodec.decode(RequestFixtures.dictionary(["sound": .string("bell.oga")]))
        #expect(throws: NotificationError.self) { try relative.validate() }
        let category = try RequestCodec.decode(
            RequestFixtures.dictionary(["notification-category": .string("item-reminder")]))
        do {
            try category.validate()
            Issue.record("an unknown category validated")
        } catch {
            #expect(error.description.contains("notification-category"))
            #expect(error.description.contains("\"item-reminder\""))
        }
        let vendor = try RequestCodec.decode(
            RequestFixtures.dictionary(["notification-category": .string("x-example.kettle")]))
        try vendor.validate()
        #expect(try RequestFixtures.roundTrip(vendor) == vendor)
        let both = try RequestCodec.decode(
            RequestFixtures.dictionary(["display-hint": .strings(["transient", "tray"])]))
        #expect(throws: NotificationError.self) { try both.validate() }
    }

    /// Without the portal's words a request encodes none of their keys.
    @Test("No words, no keys")
    func noWords() {
        let dictionary = RequestCodec.encode(RequestFixtures.request())
        #expect(RequestCodec.portalKeys.allSatisfy { dictionary[$0] == nil })
    }
}
