import Testing

@testable import ImageSearchBenchmark

@Suite("KeyLagTracker")
struct KeyLagTrackerTests {
    static let start = ContinuousClock.now

    static func at(_ milliseconds: Int) -> ContinuousClock.Instant {
        start + .milliseconds(milliseconds)
    }

    @Test("each key's lag runs from its press to the first frame showing its row")
    func lagsPerKey() {
        var tracker = KeyLagTracker(start: ListPosition(row: 1, count: 50))
        tracker.pressed(at: Self.at(0))
        tracker.pressed(at: Self.at(10))
        tracker.pressed(at: Self.at(20))
        tracker.observe(ListPosition(row: 2, count: 50), at: Self.at(5))
        // One frame shows the last two keys: the first of them waited longest.
        tracker.observe(ListPosition(row: 4, count: 50), at: Self.at(40))
        #expect(tracker.shownRow == 4)
        #expect(tracker.worstLag == .milliseconds(30))
        #expect(tracker.lag(ofPress: 2, shownAt: Self.at(40)) == .milliseconds(20))
    }

    @Test("the last position shown with every earlier key is where a lost key went missing")
    func lastCaughtUp() {
        var tracker = KeyLagTracker(start: ListPosition(row: 1, count: 50))
        tracker.pressed(at: Self.at(0))
        tracker.observe(ListPosition(row: 2, count: 50), at: Self.at(5))
        tracker.pressed(at: Self.at(10))
        // The second key is never shown: the third press finds the screen behind.
        tracker.pressed(at: Self.at(20))
        tracker.observe(ListPosition(row: 3, count: 100), at: Self.at(25))
        #expect(tracker.lastCaughtUp == ListPosition(row: 2, count: 50))
    }

    @Test("each page's arrival is measured by the rows left below the selection, the fewest kept")
    func rowsLeftAtGrowth() {
        var tracker = KeyLagTracker(start: ListPosition(row: 1, count: 50))
        tracker.observe(ListPosition(row: 1, count: 50), at: Self.at(0))
        #expect(tracker.fewestRowsLeftAtGrowth == nil)
        tracker.observe(ListPosition(row: 48, count: 100), at: Self.at(10))
        tracker.observe(ListPosition(row: 100, count: 150), at: Self.at(20))
        tracker.observe(ListPosition(row: 147, count: 200), at: Self.at(30))
        #expect(tracker.fewestRowsLeftAtGrowth == 0)
    }

    @Test("frames without a position or with the same row change nothing")
    func unchangedFrames() {
        var tracker = KeyLagTracker(start: ListPosition(row: 1, count: 50))
        tracker.pressed(at: Self.at(0))
        tracker.observe(nil, at: Self.at(100))
        tracker.observe(ListPosition(row: 1, count: 40), at: Self.at(200))
        #expect(tracker.shownRow == 1)
        #expect(tracker.rowCount == 40)
        #expect(tracker.worstLag == .zero)
        #expect(tracker.lag(ofPress: 1, shownAt: Self.at(200)) == nil)
    }
}
