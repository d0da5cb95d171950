import ImageCodec

/// The questions TerminalUI asks a terminal at start-up, and the bookkeeping of its answers —
/// the part of capability detection that needs no I/O, so that it can be tested against
/// scripted answers. A value type; not tied to any thread.
///
/// The query asks, in order: the kitty graphics protocol when asked for (`a=q` with a 1×1
/// image, which a terminal without it ignores), XTVERSION (`CSI > 0 q`), the cell and text-area
/// sizes in pixels when asked for (`CSI 16 t`, `CSI 14 t`), the background colour (`OSC 11 ; ?`,
/// which a terminal that does not know it ignores — tmux 3.3 among them), and last the primary
/// device attributes (`CSI c`), which every terminal answers: its answer is the sentinel after
/// which no other answer will come, so the background costs no wait of its own. Inside tmux with passthrough allowed, the same questions follow wrapped
/// for the terminal outside tmux; tmux answers its own questions at once, so the first answer
/// to each question is tmux's and the second the outer terminal's.
///
/// Feed every `TerminalReply` to `receive(_:)` until `isComplete`, or give up after
/// `timeout` (a terminal that answers nothing must not stop the program from starting). When
/// tmux says only later that passthrough is allowed, `askThroughTmuxPassthrough()` gives the
/// wrapped questions to send then; their answers come after tmux's own.
public struct TerminalProbe: Sendable {
    /// How long to wait for the sentinel before giving up: about 200 ms.
    public static let timeoutMilliseconds = 200
    /// The image id of the kitty query, so that its answer can be told from others.
    static let queryImageID = 31

    /// The bytes to write to the terminal.
    public let query: [UInt8]
    /// The questions, unwrapped: asked again through tmux's passthrough.
    private let questions: [UInt8]
    /// What the terminal (tmux itself, inside tmux) answered.
    public private(set) var answers = TerminalAnswers()
    /// What the terminal outside tmux answered through passthrough; nil when not asked.
    public private(set) var outerAnswers: TerminalAnswers?

    /// A probe; `throughTmuxPassthrough` also asks the terminal outside tmux, `asksCellSize`
    /// adds the pixel-size questions (leave it off when the kernel already knows the cell size),
    /// and `asksKittyGraphics` the kitty query (leave it off when pictures are half blocks
    /// whatever the answer).
    public init(throughTmuxPassthrough: Bool, asksCellSize: Bool, asksKittyGraphics: Bool = true) {
        let questions = Self.questions(asksCellSize: asksCellSize, asksKittyGraphics: asksKittyGraphics)
        self.questions = questions
        var query = questions
        if throughTmuxPassthrough {
            query += KittyGraphicsCommand.wrappedForTmux(questions)
            outerAnswers = TerminalAnswers()
        }
        self.query = query
    }

    /// Whether the terminal outside tmux is asked too (through tmux's passthrough).
    public var asksThroughTmuxPassthrough: Bool {
        outerAnswers != nil
    }

    /// Asks the terminal outside tmux as well, after `query` was sent without it (tmux said
    /// late that passthrough is allowed): returns the questions wrapped for tmux, to write to
    /// the terminal, and takes the answers that follow tmux's own as the outer terminal's. Empty
    /// when it is asked already.
    public mutating func askThroughTmuxPassthrough() -> [UInt8] {
        guard outerAnswers == nil else { return [] }
        outerAnswers = TerminalAnswers()
        return KittyGraphicsCommand.wrappedForTmux(questions)
    }

    /// Whether every terminal asked has answered the sentinel, so nothing more is coming.
    public var isComplete: Bool {
        answers.answeredDeviceAttributes && (outerAnswers?.answeredDeviceAttributes ?? true)
    }

    /// The terminal's background colour: tmux's own answer when it gives one (the pane's),
    /// else the outer terminal's through passthrough; nil when nobody said.
    public var backgroundColor: RGBColor? {
        answers.backgroundColor ?? outerAnswers?.backgroundColor
    }

    /// Takes in one reply: the first answer to a question is the terminal's own, a second one
    /// (only inside tmux) the outer terminal's. A kitty graphics answer can only come from
    /// outside tmux when passthrough is on, since tmux does not speak the protocol.
    public mutating func receive(_ reply: TerminalReply) {
        if outerAnswers != nil, Self.isAnswered(reply, in: answers) || Self.comesOnlyFromOutside(reply) {
            outerAnswers?.record(reply)
        } else {
            answers.record(reply)
        }
    }

    private static func questions(asksCellSize: Bool, asksKittyGraphics: Bool) -> [UInt8] {
        var bytes = asksKittyGraphics ? KittyGraphicsCommand.query(imageID: queryImageID) : []
        bytes.appendControlSequence(">0", final: "q")
        if asksCellSize {
            bytes.appendControlSequence("16", final: "t")
            bytes.appendControlSequence("14", final: "t")
        }
        bytes += backgroundColorQuery
        bytes.appendControlSequence("", final: "c")
        return bytes
    }

    /// `OSC 11 ; ? ST`: the background colour.
    static let backgroundColorQuery = Array("\u{1B}]11;?\u{1B}\\".utf8)

    private static func isAnswered(_ reply: TerminalReply, in answers: TerminalAnswers) -> Bool {
        switch reply {
        case .deviceAttributes: answers.features != nil
        case .terminalVersion: answers.version != nil
        case .kittyGraphics: answers.hasKittyGraphics
        case .cellPixelSize: answers.cellPixelSize != nil
        case .textAreaPixelSize: answers.textAreaPixelSize != nil
        case .backgroundColor: answers.backgroundColor != nil
        }
    }

    private static func comesOnlyFromOutside(_ reply: TerminalReply) -> Bool {
        switch reply {
        case .kittyGraphics, .cellPixelSize, .textAreaPixelSize: true
        case .deviceAttributes, .terminalVersion, .backgroundColor: false
        }
    }
}
