import Testing

@testable import ImageSearchBenchmark

@Suite("Samples")
struct SamplesTests {
    static func samples(_ values: [Double]) -> Samples {
        var samples = Samples()
        values.forEach { samples.append($0) }
        return samples
    }

    @Test("the median is the middle value, or the mean of the middle two")
    func median() {
        #expect(Self.samples([5, 1, 3]).median == 3)
        #expect(Self.samples([4, 1, 3, 2]).median == 2.5)
        #expect(Samples().median == nil)
    }

    @Test("the range runs from the smallest to the largest value")
    func range() {
        let samples = Self.samples([5, 1, 3])
        #expect(samples.minimum == 1)
        #expect(samples.maximum == 5)
    }
}

@Suite("Target")
struct TargetTests {
    @Test("time targets are judged on the median")
    func median() {
        let figures: [Measure: Samples] = [.warmFirstFrame: SamplesTests.samples([100, 140, 900])]
        #expect(Target.firstFrame.verdict(on: figures) == .met)
        #expect(Target.allPreviews.verdict(on: figures) == .notMeasured("no run measured it"))
    }

    @Test("issue 24's start-up targets: Image Search ≤ 40 ms, the demo ≤ 12 ms, their ratio ≤ 3, on the medians")
    func startUp() {
        let figures: [Measure: Samples] = [
            .warmFirstFrame: SamplesTests.samples([38, 40, 90]), .baselineFirstFrame: SamplesTests.samples([11, 13, 13]),
            .warmFirstFrameRatio: SamplesTests.samples([2.9, 3.0, 3.4]),
        ]
        #expect(Target.startUp.verdict(on: figures) == .met)
        #expect(Target.baselineStartUp.verdict(on: figures) == .missed)
        #expect(Target.startUpRatio.verdict(on: figures) == .met)
    }

    @Test("memory and key targets are judged on the worst run")
    func worstRun() {
        let figures: [Measure: Samples] = [
            .pagingRows: SamplesTests.samples([500, 500]), .residentAfterPaging: SamplesTests.samples([50e6, 61e6]),
            .droppedKeys: SamplesTests.samples([0, 1]),
        ]
        #expect(Target.memoryAfterPaging.verdict(on: figures) == .missed)
        #expect(Target.noKeyLost.verdict(on: figures) == .missed)
    }

    @Test("memory after paging is not judged when the list ended before 500 rows")
    func shortList() {
        let figures: [Measure: Samples] = [.pagingRows: SamplesTests.samples([400]), .residentAfterPaging: SamplesTests.samples([10e6])]
        #expect(Target.memoryAfterPaging.verdict(on: figures) == .notMeasured("the list ended at 400 rows"))
    }
}
