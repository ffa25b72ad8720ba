import Foundation
import LocalNotifications
import RemindersAPI

/// The calls that could hold the main loop long, run in short steps on the idle loop so
/// that a timer, a popup's answer or another bus message never waits for them.
extension Daemon {
    /// Schedules requests like `add`, all or none, deciding and validating a few per step;
    /// when all are valid they are saved in one transaction and `reply` gets their dates.
    public func add(
        _ requests: [WireDictionary], appIdentifier: String,
        inSteps reply: @escaping (Result<[Date], ServiceError>) -> Void
    ) {
        do {
            try edit(appIdentifier) {}
        } catch {
            reply(.failure(error))
            return
        }
        var scheduled: [ScheduledRequest] = []
        scheduled.reserveCapacity(requests.count)
        chunks.run { [weak self] in
            guard let self else { return false }
            do throws(ServiceError) {
                let end = min(scheduled.count + Self.requestsPerStep, requests.count)
                for index in scheduled.count..<end {
                    scheduled.append(try schedule(requests, at: index, appIdentifier: appIdentifier))
                }
                guard scheduled.count == requests.count else { return true }
                reply(.success(try save(scheduled, appIdentifier: appIdentifier)))
            } catch {
                reply(.failure(error))
            }
            return false
        }
    }

    /// Reads a listing a step at a time into `sink`, in the listing's order; an unpaged
    /// listing longer than `PageOptions.unpagedLimit` fails naming the paged method.
    public func list(_ listing: Listing, appIdentifier: String, into sink: any ListingSink) {
        do {
            try edit(appIdentifier) {}
        } catch {
            sink.fail(error)
            return
        }
        let page: PageOptions
        switch listing {
        case .pending(let options), .delivered(let options):
            page = options ?? PageOptions(offset: 0, limit: PageOptions.unpagedLimit + 1)
        }
        var read = 0
        heapTrim.soon()
        chunks.run { [weak self] in
            guard let self else { return false }
            let wanted = min(Self.entriesPerStep, page.limit - read)
            let entries: [WireDictionary]
            do throws(ServiceError) {
                entries = try edit { try self.entries(of: listing, appIdentifier, offset: page.offset + read, wanted) }
            } catch {
                sink.fail(error)
                return false
            }
            read += entries.count
            if read > PageOptions.unpagedLimit {
                switch listing {
                case .pending: sink.fail(Self.tooMany("pending requests", .getPendingPage))
                case .delivered: sink.fail(Self.tooMany("delivered notifications", .getDeliveredPage))
                }
                return false
            }
            sink.append(entries)
            guard entries.count == wanted, read < page.limit else {
                sink.finish()
                return false
            }
            return true
        }
    }

    private func entries(
        of listing: Listing, _ appIdentifier: String, offset: Int, _ limit: Int
    ) throws
        -> [WireDictionary]
    {
        switch listing {
        case .pending:
            try scheduler.pending(appIdentifier: appIdentifier, offset: offset, limit: limit).map(ListingCodec.encode)
        case .delivered:
            try scheduler.delivered(appIdentifier: appIdentifier, offset: offset, limit: limit)
                .map(ListingCodec.encode)
        }
    }

    /// How many requests of an `AddMany` one step decodes and validates: a few milliseconds.
    static let requestsPerStep = 250
    /// How many entries of a listing one step reads and encodes: a few milliseconds.
    static let entriesPerStep = 250
}
