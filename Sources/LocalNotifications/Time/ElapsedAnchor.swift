/// A point on the elapsed clock (`WallClock.elapsed`) of one boot of the machine.
public struct ElapsedAnchor: Sendable, Hashable, Codable {
    /// The boot the reading belongs to (`WallClock.bootIdentifier`).
    public var bootIdentifier: String
    /// The elapsed clock's reading, in seconds.
    public var elapsed: Double

    /// An anchor at `elapsed` seconds into the boot `bootIdentifier`.
    public init(bootIdentifier: String, elapsed: Double) {
        self.bootIdentifier = bootIdentifier
        self.elapsed = elapsed
    }
}
