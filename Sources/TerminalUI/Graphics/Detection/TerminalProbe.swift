/// The questions TerminalUI asks a terminal at start-up, and the bookkeeping of its answers —
/// the part of capability detection that needs no I/O, so that it can be tested against
/// scripted answers. A value type; not tied to any thread.
///
/// The query asks, in order: the kitty graphics protocol (`a=q` with a 1×1 image, which a
/// terminal without it ignores), XTVERSION (`CSI > 0 q`), the cell and text-area sizes in
/// pixels when asked for (`CSI 16 t`, `CSI 14 t`), and last the primary device attributes
/// (`CSI c`), which every terminal answers: its answer is the sentinel after which no other
/// answer will come. Inside tmux with passthrough allowed, the same questions follow wrapped
/// for the terminal outside tmux; tmux answers its own questions at once, so the first answer
/// to each question is tmux's and the second the outer terminal's.
///
/// Feed every `TerminalReply` to `receive(_:)` until `isComplete`, or give up after
/// `timeout` (a terminal that answers nothing must not stop the program from starting).
public struct TerminalProbe: Sendable {
    /// How long to wait for the sentinel before giving up: about 200 ms.
    public static let timeoutMilliseconds = 200
    /// The image id of the kitty query, so that its answer can be told from others.
    static let queryImageID = 31

    /// The bytes to write to the terminal.
    public let query: [UInt8]
    /// What the terminal (tmux itself, inside tmux) answered.
    public private(set) var answers = TerminalAnswers()
    /// What the terminal outside tmux answered through passthrough; nil when not asked.
    public private(set) var outerAnswers: TerminalAnswers?

    /// A probe; `throughTmuxPassthrough` also asks the terminal outside tmux, and
    /// `asksCellSize` adds the pixel-size questions (leave it off when the kernel already
    /// knows the cell size).
    public init(throughTmuxPassthrough: Bool, asksCellSize: Bool) {
        let questions = Self.questions(asksCellSize: asksCellSize)
        var query = questions
        if throughTmuxPassthrough {
            query += KittyGraphicsCommand.wrappedForTmux(questions)
            outerAnswers = TerminalAnswers()
        }
        self.query = query
    }

    /// Whether every terminal asked has answered the sentinel, so nothing more is coming.
    public var isComplete: Bool {
        answers.answeredDeviceAttributes && (outerAnswers?.answeredDeviceAttributes ?? true)
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

    private static func questions(asksCellSize: Bool) -> [UInt8] {
        var bytes = KittyGraphicsCommand.query(imageID: queryImageID)
        bytes.appendControlSequence(">0", final: "q")
        if asksCellSize {
            bytes.appendControlSequence("16", final: "t")
            bytes.appendControlSequence("14", final: "t")
        }
        bytes.appendControlSequence("", final: "c")
        return bytes
    }

    private static func isAnswered(_ reply: TerminalReply, in answers: TerminalAnswers) -> Bool {
        switch reply {
        case .deviceAttributes: answers.features != nil
        case .terminalVersion: answers.version != nil
        case .kittyGraphics: answers.hasKittyGraphics
        case .cellPixelSize: answers.cellPixelSize != nil
        case .textAreaPixelSize: answers.textAreaPixelSize != nil
        }
    }

    private static func comesOnlyFromOutside(_ reply: TerminalReply) -> Bool {
        switch reply {
        case .kittyGraphics, .cellPixelSize, .textAreaPixelSize: true
        case .deviceAttributes, .terminalVersion: false
        }
    }
}
