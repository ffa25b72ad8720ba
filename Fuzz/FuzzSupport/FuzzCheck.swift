/// Stops the process with `message` when `condition` is false, in every build: libFuzzer
/// then saves the input as a crash. A target asserts its parser's promises with it.
public func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("fuzz check failed: \(message())") }
}
