/// Every figure the benchmark reports: its name in the table, its unit and what it means.
/// Values only.
enum Measure: CaseIterable, Hashable {
    case baselineFirstFrame
    case warmFirstFrame
    case warmFirstFrameRatio
    case warmAllPreviews
    case warmResident
    case coldFirstFrame
    case coldAllPreviews
    case pagingRows
    case pagingWallTime
    case pagingCPUTime
    case pagingCPUShare
    case residentAfterPaging
    case peakResidentAfterPaging
    case droppedKeys
    case lastKeyLag
    case worstKeyLag
    case rowsLeftAtPageArrival

    /// The figure's name in the report.
    var name: String {
        switch self {
        case .baselineFirstFrame: "baseline (terminalui-demo): launch → first frame with rows"
        case .warmFirstFrame: "warm: launch → first frame with rows"
        case .warmFirstFrameRatio: "warm: first frame / baseline (same round)"
        case .warmAllPreviews: "warm: launch → all visible previews drawn"
        case .warmResident: "warm: RSS then (embedded Gallery included)"
        case .coldFirstFrame: "cold: launch → first frame with rows"
        case .coldAllPreviews: "cold: launch → all visible previews drawn"
        case .pagingRows: "paging: rows reached with End"
        case .pagingWallTime: "paging: wall time, first End → back Home with previews"
        case .pagingCPUTime: "paging: app CPU time (user + system) over that time"
        case .pagingCPUShare: "paging: app CPU time / wall time"
        case .residentAfterPaging: "after paging and Home: RSS (VmRSS)"
        case .peakResidentAfterPaging: "after paging and Home: peak RSS (VmHWM)"
        case .droppedKeys: "key repeat: keys lost (300 Down at 30/s)"
        case .lastKeyLag: "key repeat: last key → frame showing it"
        case .worstKeyLag: "key repeat: slowest key → frame showing it"
        case .rowsLeftAtPageArrival: "key repeat: fewest rows left below the selection as a page came"
        }
    }

    /// How the figure's values are written.
    var unit: FigureUnit {
        switch self {
        case .baselineFirstFrame, .warmFirstFrame, .warmAllPreviews, .coldFirstFrame, .coldAllPreviews,
             .pagingWallTime, .pagingCPUTime, .lastKeyLag, .worstKeyLag:
            .milliseconds
        case .warmFirstFrameRatio: .ratio
        case .pagingRows, .droppedKeys, .rowsLeftAtPageArrival: .count
        case .pagingCPUShare: .percent
        case .warmResident, .residentAfterPaging, .peakResidentAfterPaging: .megabytes
        }
    }
}
