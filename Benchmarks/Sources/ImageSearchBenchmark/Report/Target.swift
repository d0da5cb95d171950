/// The issues' targets for Image Search on the 2-core machine (release build) — issue 10's, and
/// issue 24's start-up — checked against one benchmark run's figures. Values only.
enum Target: CaseIterable {
    /// Warm launch to the first frame with rows ≤ 150 ms (median).
    case firstFrame
    /// Warm launch to every visible preview drawn ≤ 500 ms (median).
    case allPreviews
    /// RSS ≤ 60 MB after paging through 500 results and scrolling back (every run).
    case memoryAfterPaging
    /// Down at key-repeat speed loses no key (every run).
    case noKeyLost
    /// Warm launch to the first frame with rows ≤ 40 ms (median; issue 24).
    case startUp
    /// The baseline, `terminalui-demo`'s launch to its first frame, ≤ 12 ms (median; issue 24).
    case baselineStartUp
    /// Image Search's first frame over the baseline's, the same round, ≤ 3 (median; issue 24).
    case startUpRatio

    /// What the target asks, for the report.
    var summary: String {
        switch self {
        case .firstFrame: "warm launch → first frame with rows ≤ 150 ms (median)"
        case .allPreviews: "warm launch → all visible previews drawn ≤ 500 ms (median)"
        case .memoryAfterPaging: "RSS after paging 500 rows and back ≤ 60 MB (every run)"
        case .noKeyLost: "key repeat loses no key (every run)"
        case .startUp: "warm launch → first frame with rows ≤ 40 ms (median, issue 24)"
        case .baselineStartUp: "terminalui-demo: launch → first frame ≤ 12 ms (median, issue 24)"
        case .startUpRatio: "warm first frame / baseline ≤ 3 (median, issue 24)"
        }
    }

    /// The verdict on `figures`.
    func verdict(on figures: [Measure: Samples]) -> Verdict {
        switch self {
        case .firstFrame:
            Self.verdict(figures[.warmFirstFrame]?.median) { $0 <= 150 }
        case .allPreviews:
            Self.verdict(figures[.warmAllPreviews]?.median) { $0 <= 500 }
        case .memoryAfterPaging:
            if let rows = figures[.pagingRows]?.minimum, rows < Double(PagingRun.targetRows) {
                .notMeasured("the list ended at \(Int(rows)) rows")
            } else {
                Self.verdict(figures[.residentAfterPaging]?.maximum) { $0 <= 60e6 }
            }
        case .noKeyLost:
            Self.verdict(figures[.droppedKeys]?.maximum) { $0 == 0 }
        case .startUp:
            Self.verdict(figures[.warmFirstFrame]?.median) { $0 <= 40 }
        case .baselineStartUp:
            Self.verdict(figures[.baselineFirstFrame]?.median) { $0 <= 12 }
        case .startUpRatio:
            Self.verdict(figures[.warmFirstFrameRatio]?.median) { $0 <= 3 }
        }
    }

    private static func verdict(_ value: Double?, _ isMet: (Double) -> Bool) -> Verdict {
        guard let value else { return .notMeasured("no run measured it") }
        return isMet(value) ? .met : .missed
    }

    /// Whether a target was met.
    enum Verdict: Equatable, CustomStringConvertible {
        case met
        case missed
        case notMeasured(String)

        var description: String {
            switch self {
            case .met: "met"
            case .missed: "MISSED"
            case .notMeasured(let reason): "not measured (\(reason))"
            }
        }
    }
}
