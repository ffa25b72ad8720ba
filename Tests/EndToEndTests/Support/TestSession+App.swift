import Foundation
import TestSupport

extension TestSession {
    /// Makes the Checklists app activatable on the session's bus, as `make install` does
    /// on a desktop: remindd then starts it (on `display`) to hand it a popup's response.
    func makeAppActivatable(display: String) throws {
        let service = """
            [D-BUS Service]
            Name=org.checklists.Checklists
            Exec=/usr/bin/env DISPLAY=\(display) GDK_BACKEND=x11 \(executables.checklists.path) --gapplication-service

            """
        // dbus-daemon watches its service folder and reads the new file by itself.
        try service.write(
            toFile: files.servicesFolder + "/org.checklists.Checklists.service", atomically: true, encoding: .utf8)
    }

    /// Hands the app a popup's response the way remindd does: the app action
    /// `notification-response` with (identifier, action), through org.freedesktop.Application.
    func respondAsRemindd(identifier: String, action: String) async -> CommandResult {
        await gdbus(
            "org.checklists.Checklists", "/org/checklists/Checklists", "org.freedesktop.Application.ActivateAction",
            ["notification-response", "[<('\(identifier)', '\(action)')>]", "{}"], timeout: .seconds(40))
    }
}

extension TestSession {
    /// The pid of the app that owns org.checklists.Checklists on the bus, if any (nil too
    /// when the bus does not answer).
    func appPID() async throws -> pid_t? {
        (try? await ownerPID("org.checklists.Checklists")) ?? nil
    }
}
