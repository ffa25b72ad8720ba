import Foundation
import SQLiteSupport
import Testing

/// Where the database lives, by the XDG base directory specification.
@Suite struct StoreLocationTests {
    /// An absolute `XDG_DATA_HOME` holds the project's folder and the database file.
    @Test func absoluteXDGDataHomeIsUsed() {
        let environment = ["XDG_DATA_HOME": "/srv/data home", "HOME": "/home/ada"]

        #expect(StoreLocation.dataDirectory(environment: environment).path == "/srv/data home/checklists")
        #expect(
            StoreLocation.notificationDatabase(environment: environment).path
                == "/srv/data home/checklists/remindd.sqlite3")
    }

    /// Without `XDG_DATA_HOME`, or with an empty or relative one (which the specification
    /// says to ignore), the folder is `~/.local/share/checklists`.
    @Test(arguments: [nil, "", "relative/data", "./data", "~/data"] as [String?])
    func defaultIsUnderHome(dataHome: String?) {
        var environment = ["HOME": "/home/ada"]
        environment["XDG_DATA_HOME"] = dataHome

        #expect(StoreLocation.dataDirectory(environment: environment).path == "/home/ada/.local/share/checklists")
        #expect(
            StoreLocation.notificationDatabase(environment: environment).path
                == "/home/ada/.local/share/checklists/remindd.sqlite3")
    }

    /// An absolute `XDG_CONFIG_HOME` holds the project's configuration folder.
    @Test func absoluteXDGConfigHomeIsUsed() {
        let environment = ["XDG_CONFIG_HOME": "/srv/config home", "HOME": "/home/ada"]

        #expect(StoreLocation.configDirectory(environment: environment).path == "/srv/config home/checklists")
    }

    /// Without `XDG_CONFIG_HOME`, or with an empty or relative one, the configuration
    /// folder is `~/.config/checklists`.
    @Test(arguments: [nil, "", "relative/config", "./config", "~/config"] as [String?])
    func configDefaultIsUnderHome(configHome: String?) {
        var environment = ["HOME": "/home/ada", "XDG_DATA_HOME": "/srv/data"]
        environment["XDG_CONFIG_HOME"] = configHome

        #expect(StoreLocation.configDirectory(environment: environment).path == "/home/ada/.config/checklists")
    }
}
