import ReactiveCore
import Testing
@testable import TerminalUI

@MainActor
@Suite("An activity indicator")
struct ActivityIndicatorTests {
    /// An indicator in a window, driven by a virtual clock.
    private func makeIndicator(message: String = "") -> (ActivityIndicator, Window, TestScheduler) {
        let scheduler = TestScheduler()
        let indicator = ActivityIndicator(message: message, frames: ["a", "b", "c"], interval: .milliseconds(100), scheduler: scheduler)
        let window = Window(size: Size(width: 12, height: 1))
        window.addSubview(indicator)
        indicator.frame = Rect(x: 0, y: 0, width: 12, height: 1)
        return (indicator, window, scheduler)
    }

    @Test("shows the next frame at each tick, wrapping around, with its message")
    func frames() {
        let (indicator, window, _) = makeIndicator(message: "Loading…")
        indicator.startAnimating()
        #expect(window.renderFrame().lines == ["a Loading…"])
        indicator.advanceFrame()
        #expect(window.renderFrame().lines == ["b Loading…"])
        indicator.advanceFrame()
        indicator.advanceFrame()
        #expect(window.renderFrame().lines == ["a Loading…"])
    }

    @Test("only asks for a redraw on a tick")
    func tickRedraws() {
        let (indicator, window, _) = makeIndicator()
        indicator.startAnimating()
        _ = window.renderFrame()
        #expect(!window.isFrameScheduled)
        indicator.advanceFrame()
        #expect(window.isFrameScheduled)
    }

    @Test("advances on its timer every interval while animating in a window")
    func timerDrivesFrames() {
        let (indicator, window, scheduler) = makeIndicator()
        indicator.startAnimating()
        #expect(indicator.isTimerActive)
        scheduler.advance(by: .milliseconds(250))
        #expect(indicator.frameIndex == 2)
        #expect(window.renderFrame().lines == ["c"])
    }

    @Test("stops its timer when stopped or taken out of the window, and restarts it on return")
    func timerStops() {
        let (indicator, window, scheduler) = makeIndicator()
        indicator.startAnimating()
        indicator.removeFromSuperview()
        #expect(!indicator.isTimerActive)
        scheduler.advance(by: .seconds(1))
        #expect(indicator.frameIndex == 0)
        window.addSubview(indicator)
        #expect(indicator.isTimerActive)
        scheduler.advance(by: .milliseconds(100))
        #expect(indicator.frameIndex == 1)
        indicator.stopAnimating()
        #expect(!indicator.isTimerActive)
        scheduler.advance(by: .seconds(1))
        #expect(indicator.frameIndex == 1)
    }

    @Test("animates on the main queue by default, asking the window for frames")
    func mainQueueTimer() async throws {
        let indicator = ActivityIndicator(interval: .milliseconds(10))
        let window = Window(size: Size(width: 4, height: 1))
        window.addSubview(indicator)
        indicator.frame = Rect(x: 0, y: 0, width: 4, height: 1)
        // The frame index is read when the frame is asked for: by the time the test resumes, the
        // 10 ms timer may have gone round all the frames back to the first.
        let frameRequests = AsyncStream<Int> { continuation in
            window.frameRequestHandler = { continuation.yield(indicator.frameIndex) }
        }
        indicator.startAnimating()
        _ = window.renderFrame()
        let requestedAtFrame = try await firstEvent(of: frameRequests, within: .seconds(10))
        #expect(requestedAtFrame.map { $0 > 0 } == true)
        indicator.stopAnimating()
    }

    @Test("does not run its timer while not in a window")
    func noTimerOffWindow() {
        let indicator = ActivityIndicator(scheduler: TestScheduler())
        indicator.startAnimating()
        #expect(!indicator.isTimerActive)
    }

    @Test("hides when stopped unless told not to, and then draws no spinner")
    func hidesWhenStopped() {
        let (indicator, window, _) = makeIndicator(message: "Idle")
        #expect(indicator.isHidden)
        #expect(window.renderFrame().lines == [""])
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
        #expect(window.renderFrame().lines == ["  Idle"])
    }

    @Test("follows the values bound to reactive.isAnimating")
    func reactiveIsAnimating() {
        let (indicator, _, _) = makeIndicator()
        let loading = MutableProperty(false)
        indicator.reactive.isAnimating <~ loading
        #expect(!indicator.isAnimating)
        loading.value = true
        #expect(indicator.isAnimating && !indicator.isHidden)
        loading.value = false
        #expect(!indicator.isAnimating && indicator.isHidden)
    }
}

/// The first element `events` delivers, or nil if `timeout` runs out before.
private func firstEvent<Element: Sendable>(of events: AsyncStream<Element>, within timeout: Duration) async throws -> Element? {
    try await withThrowingTaskGroup(of: Element?.self) { group in
        group.addTask {
            for await event in events { return event }
            return nil
        }
        group.addTask {
            try await Task.sleep(for: timeout)
            return nil
        }
        let first = try await group.next() ?? nil
        group.cancelAll()
        return first
    }
}
