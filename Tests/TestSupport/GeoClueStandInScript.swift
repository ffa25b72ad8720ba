import Foundation

/// geoclue_standin.py beside this file: a stand-in for GeoClue2 on a private system bus
/// (Debian's geoclue-2.0 needs a real system bus, polkit and an agent), shared by the
/// daemon's tests of its GeoClue client and the end-to-end location tests.
public enum GeoClueStandInScript {
    /// Where the script is.
    public static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("geoclue_standin.py")
}
