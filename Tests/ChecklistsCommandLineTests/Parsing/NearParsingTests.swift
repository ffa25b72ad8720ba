import Foundation
import LocalNotifications
import Testing

@testable import ChecklistsCommandLine

@Suite("notify --near")
struct NearParsingTests {
    @Test("--near and --radius: entry only, once, by default")
    func entryByDefault() throws {
        let request = try Fixtures.notify(["--title", "Tea", "--near", "52.52,13.405", "--radius", "150"])
        #expect(
            request
                == Fixtures.request(
                    trigger: .location(
                        LocationTrigger(
                            latitude: 52.52, longitude: 13.405, radius: 150, notifyOnEntry: true, notifyOnExit: false,
                            repeats: false))))
    }

    @Test("--on-exit means exit only; --repeats repeats; negative degrees and decimals are read")
    func exitAndRepeats() throws {
        let request = try Fixtures.notify([
            "--title", "Tea", "--near=-33.8568,151.2153", "--radius", "99.5", "--on-exit", "--repeats",
        ])
        #expect(
            request.trigger
                == .location(
                    LocationTrigger(
                        latitude: -33.8568, longitude: 151.2153, radius: 99.5, notifyOnEntry: false,
                        notifyOnExit: true, repeats: true)))
    }

    @Test(
        "Bad values: exit 2 with one line naming the option",
        arguments: [
            (
                ["--near", "52.52", "--radius", "100"],
                "--near must be LAT,LON in decimal degrees, such as 52.52,13.405, not \"52.52\""
            ),
            (
                ["--near", "north,13", "--radius", "100"],
                "--near must be LAT,LON in decimal degrees, such as 52.52,13.405, not \"north,13\""
            ),
            (
                ["--near", "nan,13", "--radius", "100"],
                "--near must be LAT,LON in decimal degrees, such as 52.52,13.405, not \"nan,13\""
            ),
            (["--near", "91,13", "--radius", "100"], "--near: the latitude must be from -90 to 90 degrees, not 91"),
            (
                ["--near", "52,181", "--radius", "100"],
                "--near: the longitude must be from -180 to 180 degrees, not 181"
            ),
            (["--near", "52,13", "--radius", "0"], "--radius: the radius must be from 1 to 100000 metres, not 0"),
            (
                ["--near", "52,13", "--radius", "1e6"],
                "--radius: the radius must be from 1 to 100000 metres, not 1000000"
            ),
            (
                ["--near", "52,13", "--radius", "100m"],
                "--radius must be a number of metres, such as 150, not \"100m\""
            ),
        ])
    func badValues(arguments: [String], message: String) {
        let error = Fixtures.error(["notify", "--title", "a"] + arguments)
        #expect(error == .badInput(message))
        #expect(error?.exitCode == .usage)
    }

    @Test(
        "Options that do not go together",
        arguments: [
            (["--near", "52,13"], "--near needs --radius METRES"),
            (["--radius", "100"], "--radius needs --near LAT,LON"),
            (["--on-exit"], "--on-exit needs --near LAT,LON"),
            (["--near", "52,13", "--radius", "100", "--in", "5m"], "--in and --near cannot be used together"),
            (
                ["--match", "hour=9", "--near", "52,13", "--radius", "100"],
                "--match and --near cannot be used together"
            ),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect(Fixtures.error(["notify", "--title", "a"] + arguments) == .usage(message))
    }
}
