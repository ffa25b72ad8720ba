import RemindersAPI
import Testing

/// Decoding a bad dictionary throws an error whose message says exactly what was wrong.
@Suite("RequestCodec decode errors")
struct RequestCodecErrorTests {
    /// A dictionary without an identifier is refused.
    @Test("Missing identifier")
    func missingIdentifier() {
        #expect(RequestFixtures.decodeError(["title": .string("Tea")]) == "the request has no identifier")
    }

    /// A key outside the contract is refused, naming the key.
    @Test("Unknown key")
    func unknownKey() {
        #expect(
            RequestFixtures.decodeError(RequestFixtures.dictionary(["colour": .string("red")]))
                == "unknown key \"colour\"")
    }

    /// Requests stay strict while listings are lenient: a listing's keys in a request are
    /// refused like any key outside the contract.
    @Test("A listing's key in a request", arguments: [ListingCodec.nextTriggerDateKey, ListingCodec.missedKey])
    func listingKey(key: String) {
        #expect(
            RequestFixtures.decodeError(RequestFixtures.dictionary([key: .double(1)])) == "unknown key \"\(key)\"")
    }

    /// An attachment that is not a string is refused, naming the key.
    @Test("Attachment of the wrong type")
    func attachmentType() {
        #expect(
            RequestFixtures.decodeError(RequestFixtures.dictionary(["attachment": .strings(["/a.png"])]))
                == "attachment must have type s, not as")
    }

    /// A value of the wrong type is refused with the expected and the actual signature.
    @Test(
        "Wrong type",
        arguments: [
            ("title", WireValue.int32(3), "title must have type s, not i"),
            ("identifier", .bool(true), "identifier must have type s, not b"),
            ("silent", .string("yes"), "silent must have type b, not s"),
            ("badge", .uint32(3), "badge must have type i, not u"),
            ("lateness-limit", .string("1h"), "lateness-limit must have type d, not s"),
            ("user-info", .strings(["a"]), "user-info must have type a{ss}, not as"),
        ])
    func wrongType(key: String, value: WireValue, message: String) {
        #expect(RequestFixtures.decodeError(RequestFixtures.dictionary([key: value])) == message)
    }

    /// A calendar of the wrong type is refused with its signatures.
    @Test("Calendar of the wrong type")
    func calendarWrongType() {
        let dictionary = RequestFixtures.dictionary([
            "trigger": .string("calendar"), "calendar": .stringMap(["hour": "8"]),
        ])
        #expect(RequestFixtures.decodeError(dictionary) == "calendar must have type a{si}, not a{ss}")
    }

    /// A named sound together with silent is refused.
    @Test("sound-name with silent")
    func soundNameWithSilent() {
        let dictionary = RequestFixtures.dictionary(["sound-name": .string("bell"), "silent": .bool(true)])
        #expect(RequestFixtures.decodeError(dictionary) == "sound-name and silent cannot be given together")
    }

    /// silent set to false next to a sound name is no contradiction.
    @Test("sound-name with silent false is accepted")
    func soundNameWithSilentFalse() throws {
        let dictionary = RequestFixtures.dictionary(["sound-name": .string("bell"), "silent": .bool(false)])
        #expect(try RequestCodec.decode(dictionary).content.sound == .named("bell"))
    }

    /// An interruption level outside the four names is refused, naming the value.
    @Test("Bad interruption level")
    func badInterruptionLevel() {
        let dictionary = RequestFixtures.dictionary(["interruption-level": .string("urgent")])
        #expect(
            RequestFixtures.decodeError(dictionary)
                == "interruption-level must be passive, active, time-sensitive or critical, not \"urgent\"")
    }

    /// A 100 KB value is quoted back cut after 40 characters, not whole.
    @Test("A long bad value is quoted short")
    func longBadValueIsQuotedShort() {
        let dictionary = RequestFixtures.dictionary(["trigger": .string(String(repeating: "x", count: 100_000))])
        #expect(
            RequestFixtures.decodeError(dictionary)
                == "trigger must be immediate, interval, calendar or location, not \"\(String(repeating: "x", count: 40))…\""
        )
    }

    /// A trigger kind outside the four names is refused, naming the value.
    @Test("Bad trigger kind")
    func badTriggerKind() {
        let dictionary = RequestFixtures.dictionary(["trigger": .string("geofence")])
        #expect(
            RequestFixtures.decodeError(dictionary)
                == "trigger must be immediate, interval, calendar or location, not \"geofence\"")
    }

    /// A location trigger without its centre or radius is refused, and its values are checked by type.
    @Test("Location trigger without its region")
    func locationTriggerWithoutRegion() {
        let partial = RequestFixtures.dictionary([
            "trigger": .string("location"), "latitude": .double(52.5), "longitude": .double(13.4),
        ])
        #expect(
            RequestFixtures.decodeError(partial)
                == "a location trigger needs latitude, longitude (degrees) and radius (metres)")
        let wrongType = RequestFixtures.dictionary([
            "trigger": .string("location"), "latitude": .double(52.5), "longitude": .double(13.4),
            "radius": .double(100), "notify-on-exit": .string("yes"),
        ])
        #expect(RequestFixtures.decodeError(wrongType)?.contains("notify-on-exit") == true)
    }

    /// An interval trigger without its interval is refused.
    @Test("Interval trigger without interval")
    func intervalWithoutInterval() {
        let dictionary = RequestFixtures.dictionary(["trigger": .string("interval")])
        #expect(RequestFixtures.decodeError(dictionary) == "an interval trigger needs interval (seconds)")
    }

    /// A calendar trigger without its calendar is refused.
    @Test("Calendar trigger without calendar")
    func calendarWithoutCalendar() {
        let dictionary = RequestFixtures.dictionary(["trigger": .string("calendar")])
        #expect(
            RequestFixtures.decodeError(dictionary) == "a calendar trigger needs calendar (a{si} of date components)")
    }

    /// A calendar component outside the contract is refused, naming it.
    @Test("Unknown calendar component")
    func unknownCalendarComponent() {
        let dictionary = RequestFixtures.dictionary([
            "trigger": .string("calendar"), "calendar": .intMap(["hour": 8, "fortnight": 2]),
        ])
        #expect(RequestFixtures.decodeError(dictionary) == "unknown calendar component \"fortnight\"")
    }

    /// An immediate trigger cannot repeat, whether the trigger is named or left to the default.
    @Test("Immediate with repeats", arguments: [true, false])
    func immediateWithRepeats(named: Bool) {
        var dictionary = RequestFixtures.dictionary(["repeats": .bool(true)])
        if named { dictionary["trigger"] = .string("immediate") }
        #expect(RequestFixtures.decodeError(dictionary) == "an immediate trigger cannot repeat")
    }
}
