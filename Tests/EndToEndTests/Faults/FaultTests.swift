import Testing

/// The fault suite: the real processes under crashes, time jumps, storage faults and
/// bad input. `make test` runs it after the other tests, one test at a time (some of its
/// tests mount file systems or set the clock, which other tests running at the same time
/// would feel); `make test-faults` runs it alone.
@Suite(.serialized) enum FaultTests {}
