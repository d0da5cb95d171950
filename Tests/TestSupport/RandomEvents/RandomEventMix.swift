/// The weighted choices a random-event run draws from: each choice makes one or a few events
/// (a key; `/`, a word typed letter by letter and Enter), picked with a probability in proportion
/// to its weight. An app's suite lists the keys that app answers; the building blocks below make
/// the mouse, resizes and typing.
///
/// A value, used by one run at a time; drawing is deterministic for a given generator state.
public struct RandomEventMix: Sendable {
    /// One choice: its weight and how it makes its events from the generator and the current
    /// size of the window (where the mouse can go).
    public struct Choice: Sendable {
        /// How often it is picked, relative to the other choices' weights (above 0).
        public let weight: Int
        /// Makes the choice's events.
        public let make: @Sendable (inout SeededGenerator, PaneSize) -> [RandomEvent]

        /// A choice of weight `weight` that makes its events with `make`.
        public init(weight: Int, make: @escaping @Sendable (inout SeededGenerator, PaneSize) -> [RandomEvent]) {
            precondition(weight > 0, "a choice that can never be picked")
            self.weight = weight
            self.make = make
        }
    }

    private let choices: [Choice]
    private let totalWeight: Int

    /// A mix of `choices` (at least one).
    public init(_ choices: [Choice]) {
        precondition(!choices.isEmpty, "a mix with nothing to pick")
        self.choices = choices
        totalWeight = choices.reduce(0) { $0 + $1.weight }
    }

    /// The first `count` events the seed `seed` draws for a window that is `size` at the start:
    /// the same on every call, whatever the program does with them. Each comes with the
    /// window's size when it is sent (after the resizes before it).
    public func events(count: Int, seed: UInt64, startingSize size: PaneSize) -> [(event: RandomEvent, size: PaneSize)] {
        var generator = SeededGenerator(seed: seed)
        var size = size
        var drawn: [(event: RandomEvent, size: PaneSize)] = []
        drawn.reserveCapacity(count + 3)
        while drawn.count < count {
            for event in next(using: &generator, in: size) {
                drawn.append((event, size))
                if case let .resize(newSize) = event { size = newSize }
            }
        }
        return Array(drawn.prefix(count))
    }

    /// What would make the mix unfit for a run, found by drawing `count` events with `seed`
    /// twice: an event that may end the program (``RandomEvent/mayEndProgram``), a click or a
    /// notch of the wheel outside the window, or other events the second time. Empty when fit.
    public func problems(drawing count: Int, seed: UInt64, startingSize size: PaneSize) -> [String] {
        let drawn = events(count: count, seed: seed, startingSize: size)
        var problems = drawn.filter { $0.event.mayEndProgram }.map { "\($0.event) may end the program" }
        for (event, size) in drawn {
            let cell: (x: Int, y: Int)? = switch event {
            case let .click(x, y, _), let .wheel(_, x, y): (x, y)
            default: nil
            }
            if let cell, !(0..<size.width).contains(cell.x) || !(0..<size.height).contains(cell.y) {
                problems.append("\(event) is outside the window (\(size))")
            }
        }
        if drawn.map(\.event) != events(count: count, seed: seed, startingSize: size).map(\.event) { problems.append("the seed drew other events the second time") }
        return problems
    }

    /// The events of one choice drawn with `generator`, for a window of `size`.
    private func next(using generator: inout SeededGenerator, in size: PaneSize) -> [RandomEvent] {
        var remaining = Int.random(in: 0..<totalWeight, using: &generator)
        for choice in choices {
            if remaining < choice.weight { return choice.make(&generator, size) }
            remaining -= choice.weight
        }
        preconditionFailure("the weights add up to \(totalWeight)")
    }
}

extension RandomEventMix.Choice {
    /// One of `names` (tmux key names, `Up`, `C-l`), each as likely.
    public static func keys(_ names: [String], weight: Int) -> Self {
        precondition(!names.isEmpty, "no key to pick")
        return Self(weight: weight) { generator, _ in [.key(names.randomElement(using: &generator)!)] }
    }

    /// Two to four of `names` (tmux key names) sent together, as a fast typist's keys arrive:
    /// a key that starts work (`r`, Enter) and one that acts on it (End) in the same read.
    public static func bursts(of names: [String], weight: Int) -> Self {
        precondition(!names.isEmpty, "no key to pick")
        return Self(weight: weight) { generator, _ in
            [.burst((0..<Int.random(in: 2...4, using: &generator)).map { _ in names.randomElement(using: &generator)! })]
        }
    }

    /// One of `characters` typed (`g`, `?`, `/`), each as likely.
    public static func characters(_ characters: [String], weight: Int) -> Self {
        precondition(!characters.isEmpty, "no character to pick")
        return Self(weight: weight) { generator, _ in [.text(characters.randomElement(using: &generator)!)] }
    }

    /// `opening` (the key that opens a text field, `/`), then one of `words` typed a character
    /// at a time with the odd Backspace, then one of `endings` (Enter, Escape).
    public static func typing(after opening: RandomEvent, words: [String], endings: [String], weight: Int) -> Self {
        precondition(!words.isEmpty && !endings.isEmpty, "no word or no ending to pick")
        return Self(weight: weight) { generator, _ in
            var events = [opening]
            for character in words.randomElement(using: &generator)! {
                events.append(.text(String(character)))
                if Int.random(in: 0..<8, using: &generator) == 0 { events.append(.key("BSpace")) }
            }
            events.append(.key(endings.randomElement(using: &generator)!))
            return events
        }
    }

    /// One of `words` pasted.
    public static func paste(_ words: [String], weight: Int) -> Self {
        precondition(!words.isEmpty, "no word to pick")
        return Self(weight: weight) { generator, _ in [.paste(words.randomElement(using: &generator)!)] }
    }

    /// A click, one time in four a double click, on any cell of the window.
    public static func clicks(weight: Int) -> Self {
        Self(weight: weight) { generator, size in
            let (x, y) = randomCell(in: size, using: &generator)
            return [.click(x: x, y: y, count: Int.random(in: 0..<4, using: &generator) == 0 ? 2 : 1)]
        }
    }

    /// One to three notches of the wheel, up or down, over any cell of the window.
    public static func wheel(weight: Int) -> Self {
        Self(weight: weight) { generator, size in
            let (x, y) = randomCell(in: size, using: &generator)
            let notches = Int.random(in: 1...3, using: &generator)
            return [.wheel(notches: Bool.random(using: &generator) ? notches : -notches, x: x, y: y)]
        }
    }

    /// A resize: mostly to a size people use (80×24 to 200×60), one time in five to a cramped
    /// one (down to 10×3), where a program must still draw without failing.
    public static func resizes(weight: Int) -> Self {
        Self(weight: weight) { generator, _ in
            if Int.random(in: 0..<5, using: &generator) == 0 {
                return [.resize(PaneSize(width: Int.random(in: 10...79, using: &generator), height: Int.random(in: 3...23, using: &generator)))]
            }
            return [.resize(PaneSize(width: Int.random(in: 80...200, using: &generator), height: Int.random(in: 24...60, using: &generator)))]
        }
    }

    private static func randomCell(in size: PaneSize, using generator: inout SeededGenerator) -> (x: Int, y: Int) {
        (Int.random(in: 0..<max(size.width, 1), using: &generator), Int.random(in: 0..<max(size.height, 1), using: &generator))
    }
}
