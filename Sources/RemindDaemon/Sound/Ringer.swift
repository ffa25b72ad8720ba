import Foundation
import GLibSupport
import LocalNotifications

/// The requests that ring now (`sound-loop`): each plays its sound again and again, from
/// the moment its popup is on screen until it is stopped (the user answered, the request
/// went, a pause began) or its limit passed.
///
/// A request rings once at a time: ringing it again starts its ring over. Nothing runs
/// while nothing rings: no timer, and the player lets go of the sound server.
final class Ringer {
    private let player: any SoundPlayer
    private let makeTimer: () -> any RetryTimer
    private let log: DaemonLog
    private var rings: [RingKey: Ring] = [:]
    private var nextToken: UInt64 = 1

    /// Creates a ringer playing on `player`, with a timer from `makeTimer` for each ring's limit.
    init(player: any SoundPlayer, log: DaemonLog, makeTimer: @escaping () -> any RetryTimer) {
        self.player = player
        self.log = log
        self.makeTimer = makeTimer
    }

    /// Rings a delivery whose popup is on screen, when its request loops its sound.
    func ring(_ delivery: DeliveredNotification) {
        guard let limit = delivery.request.ringDuration else { return }
        let key = RingKey(delivery)
        stopRing(key)
        let timer = makeTimer()
        let ring = Ring(delivery: delivery, sound: RingSound(delivery.request.content), timer: timer)
        rings[key] = ring
        timer.schedule(after: UInt32(limit)) { [weak self] in self?.stop(key, reason: "rang for its limit") }
        log.log(.ringing, "\(Self.name(delivery)) for at most \(limit.formatted()) s")
        play(key, ring)
    }

    /// Stops the rings of these deliveries' requests.
    func stop(_ deliveries: [DeliveredNotification], reason: String) {
        for delivery in deliveries { stop(RingKey(delivery), reason: reason) }
    }

    /// Stops the rings of the app's requests with these identifiers (all of the app's when nil).
    func stop(appIdentifier: String, identifiers: Set<String>?, reason: String) {
        stop(
            where: { delivery in
                delivery.appIdentifier == appIdentifier && identifiers.map { $0.contains(delivery.identifier) } ?? true
            }, reason: reason)
    }

    /// Stops the rings whose deliveries `shouldStop` picks.
    func stop(where shouldStop: (DeliveredNotification) -> Bool, reason: String) {
        for (key, ring) in rings where shouldStop(ring.delivery) { stop(key, reason: reason) }
    }

    private func stop(_ key: RingKey, reason: String) {
        guard let ring = rings[key] else { return }
        log.log(.ringing, "\(Self.name(ring.delivery)) stopped: \(reason)")
        stopRing(key)
    }

    private func stopRing(_ key: RingKey) {
        guard let ring = rings.removeValue(forKey: key) else { return }
        ring.timer.cancel()
        player.stop(token: ring.token)
        if rings.isEmpty { player.rest() }
    }

    /// Plays the ring's sound once, and again when it ended while the ring goes on. A sound
    /// that cannot play ends the ring (a request's own sound first falls back to the alarm
    /// clock's), so that a failing sound never spins.
    private func play(_ key: RingKey, _ ring: Ring) {
        let token = nextToken
        nextToken += 1
        rings[key]?.token = token
        player.play(ring.sound, token: token) { [weak self] error in
            guard let self, let current = rings[key], current.token == token else { return }
            guard let error else { return play(key, current) }
            if current.sound != .themed(RingSound.defaultName) {
                log.log(.failed, "playing \(Self.describe(current.sound)): \(error.message); ringing the alarm clock")
                rings[key]?.sound = .themed(RingSound.defaultName)
                if let fallback = rings[key] { play(key, fallback) }
            } else {
                log.log(.failed, "playing \(Self.describe(current.sound)): \(error.message)")
                stop(key, reason: "no sound")
            }
        }
    }

    private static func name(_ delivery: DeliveredNotification) -> String {
        "\(delivery.appIdentifier)/\(delivery.identifier)"
    }

    private static func describe(_ sound: RingSound) -> String {
        switch sound {
        case .themed(let name): "the sound \(name)"
        case .file(let path): path
        }
    }
}

/// A request that rings: its app and identifier.
private struct RingKey: Hashable {
    let app: String
    let identifier: String

    init(_ delivery: DeliveredNotification) {
        app = delivery.appIdentifier
        identifier = delivery.identifier
    }
}

/// One ring: the delivery, its sound, the timer of its limit, and the token of its playback.
private struct Ring {
    let delivery: DeliveredNotification
    var sound: RingSound
    let timer: any RetryTimer
    var token: UInt64 = 0
}
