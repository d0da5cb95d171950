import Dispatch
import ReactiveCore

/// A spinner that shows work is going on, with an optional message beside it —
/// TerminalUI's `UIActivityIndicatorView`.
///
/// While `isAnimating` and in a window, a repeating timer on `scheduler` advances the frame every
/// `interval`; each tick only asks for a redraw. The timer stops when the indicator stops, leaves
/// the window or is deallocated, so a spinner off screen costs nothing. A stopped indicator hides
/// itself when `hidesWhenStopped` is set (the default), as UIKit's does.
///
/// Main actor only. `scheduler` must run its actions on the main queue (`QueueScheduler.main`,
/// the default) or, in tests, on the thread running the main actor (a `TestScheduler` advanced
/// from a main-actor test): ticks check that they run on the main actor. Bind
/// `indicator.reactive.isAnimating` to a view model's "loading" property.
@MainActor
open class ActivityIndicator: View {
    /// The braille spinner most terminal tools use.
    public static let brailleFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The graphemes shown in turn.
    public var frames: [Character] {
        didSet { frameIndex = 0; setNeedsDisplay() }
    }

    /// The time between two frames.
    public var interval: DispatchTimeInterval {
        didSet { if isTimerActive { restartTimer() } }
    }

    /// Text shown after the spinner, such as "Loading…".
    @Invalidating(.size) public var message: String = ""

    /// The style of the spinner.
    @Invalidating(.display) public var style: Style = .plain

    /// The style of the message.
    @Invalidating(.display) public var messageStyle: Style = .plain

    /// Whether the indicator hides itself while stopped.
    public var hidesWhenStopped: Bool {
        didSet { updateVisibility() }
    }

    /// Whether the spinner is animating.
    public private(set) var isAnimating = false

    /// The position in `frames` of the frame shown.
    public private(set) var frameIndex = 0

    /// Whether the frame timer is scheduled: only while animating inside a window.
    public private(set) var isTimerActive = false

    private let scheduler: DateScheduler
    private let timer = SerialDisposable()

    /// A stopped indicator. `scheduler` drives the animation (see the type's description).
    public init(
        message: String = "",
        frames: [Character] = ActivityIndicator.brailleFrames,
        interval: DispatchTimeInterval = .milliseconds(80),
        style: Style = .plain,
        messageStyle: Style = .plain,
        hidesWhenStopped: Bool = true,
        scheduler: DateScheduler = QueueScheduler.main
    ) {
        self.frames = frames
        self.interval = interval
        self.hidesWhenStopped = hidesWhenStopped
        self.scheduler = scheduler
        super.init()
        self.message = message
        self.style = style
        self.messageStyle = messageStyle
        updateVisibility()
    }

    deinit {
        timer.dispose()
    }

    /// Starts the animation (and shows the indicator).
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        updateVisibility()
        updateTimer()
        setNeedsDisplay()
    }

    /// Stops the animation (and hides the indicator if `hidesWhenStopped`).
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        updateVisibility()
        updateTimer()
        setNeedsDisplay()
    }

    /// Shows the next frame. The timer calls it; call it yourself to drive the animation.
    public func advanceFrame() {
        guard !frames.isEmpty else { return }
        frameIndex = (frameIndex + 1) % frames.count
        setNeedsDisplay()
    }

    /// Starts or stops the timer as the indicator joins or leaves a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateTimer()
    }

    /// One row: the spinner, then a space and the message if there is one.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        let columns = 1 + (message.isEmpty ? 0 : 1 + DisplayWidth.columns(of: message))
        return Size(width: min(proposal.width, columns), height: min(proposal.height, 1))
    }

    /// Draws the current frame (a blank when stopped) and the message.
    open override func draw(in canvas: inout Canvas) {
        let frame = isAnimating && !frames.isEmpty ? frames[frameIndex % frames.count] : " "
        canvas.write(String(frame), at: .zero, style: style)
        if !message.isEmpty {
            let available = canvas.size.width - 2
            canvas.write(TextLayout.truncate(message, toWidth: available), at: Point(x: 2, y: 0), style: messageStyle)
        }
    }

    private func updateVisibility() {
        isHidden = hidesWhenStopped && !isAnimating
    }

    private func updateTimer() {
        let shouldRun = isAnimating && window != nil
        guard shouldRun != isTimerActive else { return }
        if shouldRun { restartTimer() } else { stopTimer() }
    }

    private func restartTimer() {
        isTimerActive = true
        timer.inner = scheduler.schedule(after: interval, interval: interval, leeway: .milliseconds(5)) { [weak self] in
            MainActor.assumeIsolated { self?.advanceFrame() }
        }
    }

    private func stopTimer() {
        isTimerActive = false
        timer.inner = nil
    }
}

extension Reactive where Base: ActivityIndicator {
    /// Starts (`true`) or stops (`false`) the animation on the main actor, for as long as the
    /// indicator lives.
    @MainActor public var isAnimating: BindingTarget<Bool> {
        makeBindingTarget { indicator, animating in
            if animating { indicator.startAnimating() } else { indicator.stopAnimating() }
        }
    }
}
