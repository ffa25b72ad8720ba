import Foundation
import LocalNotifications
import RemindersAPI

extension Daemon: RemindersAPIHandler {
    /// Schedules requests (all or none; an attachment must be a readable PNG or JPEG, a sound
    /// file readable; within the app's limits), then fires what is due and re-arms.
    public func add(_ requests: [WireDictionary], appIdentifier: String) throws(ServiceError) -> [Date] {
        try checkApp(appIdentifier)
        try checkAddRate(requests.count, appIdentifier: appIdentifier)
        var scheduled: [ScheduledRequest] = []
        for (index, request) in requests.enumerated() {
            scheduled.append(try schedule(request, index: index, of: requests.count, appIdentifier: appIdentifier))
        }
        try admit(scheduled, appIdentifier: appIdentifier)
        return try save(scheduled, appIdentifier: appIdentifier)
    }

    /// Decodes and validates the request at `index` of a call's `count` and gives its first
    /// fire date, without saving it; an error names the request when there are several.
    func schedule(
        _ dictionary: WireDictionary, index: Int, of count: Int, appIdentifier: String
    )
        throws(ServiceError) -> ScheduledRequest
    {
        // The name is made only for an error: an AddMany of 100 000 valid requests needs none.
        func invalid(_ problem: String) -> ServiceError {
            .invalidArgument((count == 1 ? "" : "request \(index + 1): ") + problem)
        }
        let request: NotificationRequest
        do {
            request = try RequestCodec.decode(dictionary)
        } catch {
            throw invalid(error.description)
        }
        let attachment = request.content.attachment
        if !attachment.isEmpty, let problem = AttachmentCheck.problem(with: attachment) {
            throw invalid(problem)
        }
        if let sound = request.content.portal.sound, let path = sound.filePath,
            let problem = SoundFileCheck.problem(with: path, given: sound.word)
        {
            throw invalid(problem)
        }
        return try edit { try self.scheduler.schedule(request, appIdentifier: appIdentifier) }
    }

    /// Saves what `schedule` gave in one transaction, then fires what is due and re-arms;
    /// returns the next trigger dates (0 for a location request, which has none).
    func save(_ scheduled: [ScheduledRequest], appIdentifier: String) throws(ServiceError) -> [Date] {
        try edit { try self.scheduler.save(scheduled) }
        return saved(scheduled, appIdentifier: appIdentifier)
    }

    /// Logs the requests just saved, stops the rings of those they replaced, fires what is
    /// due and re-arms; returns their next trigger dates (0 for a location request, which has none).
    func saved(_ scheduled: [ScheduledRequest], appIdentifier: String) -> [Date] {
        ringer.stop(appIdentifier: appIdentifier, identifiers: Set(scheduled.map(\.identifier)), reason: "replaced")
        for request in scheduled.prefix(Self.loggedPerEdit) {
            log.log(.scheduled, "\(appIdentifier)/\(request.identifier) at \(DaemonLog.format(request.nextFireDate))")
        }
        if scheduled.count > Self.loggedPerEdit {
            log.log(.scheduled, "\(scheduled.count - Self.loggedPerEdit) more for \(appIdentifier)")
        }
        pendingChanged()
        return scheduled.map { $0.request.trigger.isTimed ? $0.nextFireDate : Date(timeIntervalSince1970: 0) }
    }

    /// Cancels pending requests, the repeats and rings of their popups (taking down the one
    /// shown).
    public func removePending(_ identifiers: [String], appIdentifier: String) throws(ServiceError) {
        try edit(appIdentifier) {
            try self.scheduler.center(for: appIdentifier).removePendingRequests(withIdentifiers: identifiers)
        }
        queue.closeInsistent(appIdentifier: appIdentifier, identifiers: Set(identifiers))
        ringer.stop(appIdentifier: appIdentifier, identifiers: Set(identifiers), reason: "removed")
        log.log(.cancelled, "\(appIdentifier)/\(identifiers.joined(separator: ","))")
        pendingChanged()
    }

    /// Cancels all of an app's pending requests, and the repeats and rings of its popups.
    public func removeAllPending(appIdentifier: String) throws(ServiceError) {
        try edit(appIdentifier) { try self.scheduler.center(for: appIdentifier).removeAllPendingRequests() }
        queue.closeInsistent(appIdentifier: appIdentifier, identifiers: nil)
        ringer.stop(appIdentifier: appIdentifier, identifiers: nil, reason: "removed")
        log.log(.cancelled, "\(appIdentifier)/* (all pending)")
        pendingChanged()
    }

    /// What follows every add and removal of pending requests: fires what became due,
    /// re-arms the timer, and asks for the location only while a location request is pending.
    private func pendingChanged() {
        rescan(reason: "edit")
        watchLocation()
    }

    /// Removes delivered notifications, and stops their rings.
    public func removeDelivered(_ identifiers: [String], appIdentifier: String) throws(ServiceError) {
        try edit(appIdentifier) {
            try self.scheduler.center(for: appIdentifier).removeDeliveredNotifications(withIdentifiers: identifiers)
        }
        ringer.stop(appIdentifier: appIdentifier, identifiers: Set(identifiers), reason: "removed")
    }

    /// Removes all of an app's delivered notifications, and stops their rings.
    public func removeAllDelivered(appIdentifier: String) throws(ServiceError) {
        try edit(appIdentifier) { try self.scheduler.center(for: appIdentifier).removeAllDeliveredNotifications() }
        ringer.stop(appIdentifier: appIdentifier, identifiers: nil, reason: "removed")
    }

    /// Registers an app's categories, replacing the ones it had; all or none.
    public func setCategories(_ dictionaries: [WireDictionary], appIdentifier: String) throws(ServiceError) {
        let categories: [NotificationCategory]
        do {
            categories = try CategoryCodec.decode(dictionaries)
        } catch {
            throw .invalidArgument(error.description)
        }
        try edit(appIdentifier) { try self.scheduler.center(for: appIdentifier).setNotificationCategories(categories) }
        categoriesChanged(categories, appIdentifier: appIdentifier)
        let names = categories.map(\.identifier).joined(separator: ",")
        log.log(.registered, "\(appIdentifier): \(categories.count) categories\(names.isEmpty ? "" : " (\(names))")")
    }

    /// Holds popups other than critical ones until `until` (seconds since 1970); 0 or a
    /// time not in the future ends the pause, and a time outside the years 1970 to 9999 is
    /// refused. Saved, so that it survives restarts.
    public func pause(until: Double) throws(ServiceError) {
        let end = try edit { try PauseState.end(requestedUntil: until, at: scheduler.clock.now) }
        try edit { try self.scheduler.repository.setPausedUntil(end) }
        pauseChanged(until: end)
    }

    /// Whether popups can be shown now.
    public func status() -> WireDictionary {
        statusDictionary
    }

    /// Refuses an app identifier the API does not accept, as a bad argument.
    func checkApp(_ appIdentifier: String) throws(ServiceError) {
        do {
            try NotificationRequest.validate(appIdentifier: appIdentifier)
        } catch {
            throw .invalidArgument(error.description)
        }
    }

    /// Runs a step after checking the app identifier.
    @discardableResult
    func edit<T>(_ appIdentifier: String, _ body: () throws -> T) throws(ServiceError) -> T {
        try checkApp(appIdentifier)
        return try edit(body)
    }

    /// Runs a step, turning the core's refusals into bad-argument errors and anything else
    /// (storage) into failures.
    func edit<T>(_ body: () throws -> T) throws(ServiceError) -> T {
        do {
            return try body()
        } catch let error as NotificationError {
            throw .invalidArgument(error.description)
        } catch {
            log.log(.failed, "\(error)")
            throw .failed(String(describing: error))
        }
    }

    private static let loggedPerEdit = 20
}
