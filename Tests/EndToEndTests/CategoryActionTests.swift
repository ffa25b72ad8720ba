import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Categories registered with SetCategories give popups their action buttons.
@Suite("Category actions")
struct CategoryActionTests {
    /// The category of the tests: two buttons.
    static let itemReminder =
        "[{'identifier': <'item-reminder'>, 'action-ids': <['mark-done', 'snooze']>, 'action-titles': <['Mark Done', 'Snooze']>}]"

    /// A request of that category, due now.
    static func request(_ identifier: String, title: String) -> String {
        "{'identifier': <'\(identifier)'>, 'title': <'\(title)'>, 'category': <'item-reminder'>}"
    }

    /// A request naming a registered category reaches dunst with the default action first,
    /// then the category's actions.
    @Test func requestOfARegisteredCategoryCarriesItsActions() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let set = await session.setCategories(app: FakeApp.name, Self.itemReminder)
            try #require(set.status == 0, "\(set)")
            let add = await session.addRequest(app: FakeApp.name, Self.request("water", title: "Water the plants"))
            try #require(add.status == 0, "\(add)")
            let calls = try await session.waitForNotifyCalls(1)
            try #require(calls.count == 1, "\(session.diagnostics)")
            #expect(calls[0].summary == "Water the plants")
            #expect(calls[0].actions == ["default", "Open", "mark-done", "Mark Done", "snooze", "Snooze"])
        }
    }

    /// Bad categories are refused with InvalidArgument and change nothing; the registered
    /// ones survive a restart of remindd.
    @Test func badCategoriesChangeNothingAndGoodOnesSurviveARestart() async throws {
        try await TestSession.with { session in
            try await session.startNotificationServer()
            let set = await session.setCategories(app: FakeApp.name, Self.itemReminder)
            try #require(set.status == 0, "\(set)")
            let reserved = await session.setCategories(
                app: FakeApp.name,
                "[{'identifier': <'other'>, 'action-ids': <['default']>, 'action-titles': <['Open']>}]")
            #expect(reserved.status != 0)
            #expect(reserved.stderr.contains("org.checklists.Remindd.Error.InvalidArgument"), "\(reserved)")
            #expect(reserved.stderr.contains("reserved"), "\(reserved)")
            let uneven = await session.setCategories(
                app: FakeApp.name,
                "[{'identifier': <'item-reminder'>, 'action-ids': <['a', 'b']>, 'action-titles': <['A']>}]")
            #expect(uneven.stderr.contains("org.checklists.Remindd.Error.InvalidArgument"), "\(uneven)")

            try await session.killDaemon(signal: SIGKILL)
            let add = await session.addRequest(app: FakeApp.name, Self.request("water", title: "Water the plants"))
            try #require(add.status == 0, "\(add)")
            let calls = try await session.waitForNotifyCalls(1)
            try #require(calls.count == 1, "\(session.diagnostics)")
            #expect(calls[0].actions == ["default", "Open", "mark-done", "Mark Done", "snooze", "Snooze"])
        }
    }
}
