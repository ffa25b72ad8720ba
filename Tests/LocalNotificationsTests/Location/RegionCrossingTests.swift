import Foundation
import LocalNotifications
import Testing

/// When a new location crosses a region's edge, and when that fires.
///
/// The region is 100 m around a point on the equator, where 0.0001 degrees of latitude is
/// 11.1 m: a fix 0.0005 degrees north is 55.6 m from the centre, 0.0015 is 166.8 m.
@Suite("Region crossing")
struct RegionCrossingTests {
    let centre = region(latitude: 0, longitude: 0, radius: 100, onEntry: true, onExit: true)

    func fix(north degrees: Double, accuracy: Double = 10) -> LocationFix {
        LocationFix(latitude: degrees, longitude: 0, accuracy: accuracy)
    }

    /// The first fix sets the state without firing, inside or out.
    @Test func firstFixOnlySetsTheState() {
        #expect(
            RegionCrossing.evaluate(centre, previous: .unknown, fix: fix(north: 0.0005))
                == RegionCrossing(state: .inside, fires: false))
        #expect(
            RegionCrossing.evaluate(centre, previous: .unknown, fix: fix(north: 0.0015))
                == RegionCrossing(state: .outside, fires: false))
    }

    /// Outside then inside fires on entry; inside then outside fires on exit.
    @Test func crossingsFire() {
        #expect(
            RegionCrossing.evaluate(centre, previous: .outside, fix: fix(north: 0.0005))
                == RegionCrossing(state: .inside, fires: true))
        #expect(
            RegionCrossing.evaluate(centre, previous: .inside, fix: fix(north: 0.0015))
                == RegionCrossing(state: .outside, fires: true))
    }

    /// Updates that stay on one side never fire.
    @Test func noCrossingNoFire() {
        #expect(
            RegionCrossing.evaluate(centre, previous: .inside, fix: fix(north: 0.0002))
                == RegionCrossing(state: .inside, fires: false))
        #expect(
            RegionCrossing.evaluate(centre, previous: .outside, fix: fix(north: 0.002))
                == RegionCrossing(state: .outside, fires: false))
    }

    /// An entry-only region changes state on exit without firing, and the other way round.
    @Test func firesOnlyInTheAskedDirection() {
        let entryOnly = region(latitude: 0, longitude: 0, radius: 100, onEntry: true, onExit: false)
        let exitOnly = region(latitude: 0, longitude: 0, radius: 100, onEntry: false, onExit: true)
        #expect(
            RegionCrossing.evaluate(entryOnly, previous: .inside, fix: fix(north: 0.0015))
                == RegionCrossing(state: .outside, fires: false))
        #expect(
            RegionCrossing.evaluate(exitOnly, previous: .outside, fix: fix(north: 0.0005))
                == RegionCrossing(state: .inside, fires: false))
        #expect(
            RegionCrossing.evaluate(exitOnly, previous: .inside, fix: fix(north: 0.0015))
                == RegionCrossing(state: .outside, fires: true))
    }

    /// A fix whose circle of uncertainty straddles the edge tells nothing: the state stays.
    @Test func uncertainFixKeepsTheState() {
        // 55.6 m from the centre with 50 m accuracy may be 105.6 m out: not surely inside.
        #expect(
            RegionCrossing.evaluate(centre, previous: .outside, fix: fix(north: 0.0005, accuracy: 50))
                == RegionCrossing(state: .outside, fires: false))
        // 166.8 m out with 70 m accuracy may be 96.8 m in: not surely outside.
        #expect(
            RegionCrossing.evaluate(centre, previous: .inside, fix: fix(north: 0.0015, accuracy: 70))
                == RegionCrossing(state: .inside, fires: false))
        // A city-level fix says nothing about a 100 m region.
        #expect(
            RegionCrossing.evaluate(centre, previous: .unknown, fix: fix(north: 0, accuracy: 5_000))
                == RegionCrossing(state: .unknown, fires: false))
    }

    /// Just within accuracy of the edge: 55.6 m + 44 m is inside, 166.8 m - 66 m is outside.
    @Test func certainFixAtTheMargin() {
        #expect(RegionCrossing.side(of: centre, for: fix(north: 0.0005, accuracy: 44)) == .inside)
        #expect(RegionCrossing.side(of: centre, for: fix(north: 0.0015, accuracy: 66)) == .outside)
    }

    /// Unusable fixes (NaN, off the globe, negative accuracy) change nothing.
    @Test(arguments: [
        LocationFix(latitude: .nan, longitude: 0, accuracy: 1), LocationFix(latitude: 0, longitude: 0, accuracy: -1),
        LocationFix(latitude: 91, longitude: 0, accuracy: 1),
        LocationFix(latitude: 0, longitude: 0, accuracy: .infinity),
    ])
    func unusableFixChangesNothing(_ fix: LocationFix) {
        #expect(
            RegionCrossing.evaluate(centre, previous: .outside, fix: fix)
                == RegionCrossing(state: .outside, fires: false))
    }
}
