import GLibSupport
import Testing

/// A value handed to another thread arrives as it was.
@Suite struct ThreadBoundTests {
    /// The wrapper carries the value it wraps across a task boundary.
    @Test func carriesItsValue() async {
        let bound = ThreadBound([1, 2, 3])
        let value = await Task.detached { bound.value }.value
        #expect(value == [1, 2, 3])
    }
}
