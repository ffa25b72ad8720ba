import Testing

/// The harness's reading of dbus-monitor's output, on captured text (no processes).
@Suite("dbus-monitor output parser")
struct MonitorParserTests {
    /// A Notify call as dbus-monitor 1.14 prints it, with quotes and a line break in the body.
    static let sample = """
        signal time=1796003655.825132 sender=org.freedesktop.DBus -> destination=:1.0 serial=2 path=/org/freedesktop/DBus; interface=org.freedesktop.DBus; member=NameAcquired
           string ":1.0"
        method call time=1796003711.582418 sender=:1.4 -> destination=:1.8 serial=20 path=/org/freedesktop/Notifications; interface=org.freedesktop.Notifications; member=Notify
           string "Checklists"
           uint32 0
           string "org.checklists.Checklists"
           string "a "q" string "x"
           string "line1
           array [
        b &quot;c&quot;"
           array [
              string "default"
              string "Open"
           ]
           array [
              dict entry(
                 string "category"
                 variant             string "x-remindd.reminder"
              )
              dict entry(
                 string "suppress-sound"
                 variant             boolean true
              )
              dict entry(
                 string "urgency"
                 variant             byte 2
              )
           ]
           int32 0

        """

    /// Every argument is read, strings with quotes and line breaks included.
    @Test func readsANotifyCall() throws {
        let calls = try NotifyCallLog.calls(in: Self.sample)
        #expect(calls.count == 1)
        let call = try #require(calls.first)
        #expect(call.timestamp == 1796003711.582418)
        #expect(call.appName == "Checklists")
        #expect(call.appIcon == "org.checklists.Checklists")
        #expect(call.summary == #"a "q" string "x"#)
        #expect(call.body == "line1\n   array [\nb &quot;c&quot;")
        #expect(call.actions == ["default", "Open"])
        #expect(call.category == "x-remindd.reminder")
        #expect(call.suppressSound == true)
        #expect(call.soundName == nil)
        #expect(call.urgency == 2)
        #expect(call.expireTimeout == 0)
    }

    /// A call still being written is not reported yet.
    @Test func skipsAnIncompleteLastCall() throws {
        let cut = String(Self.sample.prefix(Self.sample.count - 20))
        #expect(try NotifyCallLog.calls(in: cut).isEmpty)
    }
}
