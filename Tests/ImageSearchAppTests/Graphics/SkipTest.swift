import Testing

/// Skips the running test or test case, saying why: first as a warning, which the console
/// shows (a cancelled test case alone is not reported), then by cancelling it. For what this
/// machine cannot do (a terminal that cannot start), never for a failure.
func skipTest(_ reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Never {
    Issue.record(Comment(rawValue: reason), severity: .warning, sourceLocation: sourceLocation)
    try Test.cancel(Comment(rawValue: reason), sourceLocation: sourceLocation)
}
