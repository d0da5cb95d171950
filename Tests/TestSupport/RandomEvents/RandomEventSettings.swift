import Foundation

/// How a random-event ("monkey") run is set up, read from the environment so that a failure seen
/// anywhere can be replayed:
///
/// - `MONKEY_SEED`: the seed of the events (a decimal `UInt64`); a fresh random one when unset,
///   printed at the start of every run and in every failure.
/// - `MONKEY_EVENTS`: how many events to send (default: ``fullEventCount`` when the programs are
///   given, ``quickEventCount`` against the debug build).
/// - `MONKEY_PRODUCTS`: the folder holding the programs to drive — CI points it at the release
///   build (`.build/release`), which users run; without it, the debug build the tests were built
///   beside (``TerminalProgramRun/productsDirectory``).
///
/// A value, read once per test.
public struct RandomEventSettings: Sendable {
    /// The environment variable holding the seed.
    public static let seedVariable = "MONKEY_SEED"
    /// The environment variable holding the number of events.
    public static let eventCountVariable = "MONKEY_EVENTS"
    /// The environment variable naming the folder of the programs.
    public static let productsVariable = "MONKEY_PRODUCTS"
    /// How many events are sent a second: about what a fast typist with a mouse reaches, and
    /// slow enough for tmux to hand each to the program as a read of its own most of the time.
    public static let eventsPerSecond = 50
    /// The events of a run against the programs `MONKEY_PRODUCTS` names (CI's release run).
    public static let fullEventCount = 2_000
    /// The events of a run against the debug build under a plain `swift test`: a few seconds.
    public static let quickEventCount = 300

    /// The seed of the events.
    public let seed: UInt64
    /// How many events to send.
    public let eventCount: Int
    /// The folder holding the programs to drive.
    public let productsDirectory: URL

    /// The settings `environment` gives; throws ``Problem`` for a value that cannot be read.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws(Problem) {
        if let text = environment[Self.seedVariable], !text.isEmpty {
            guard let seed = UInt64(text) else { throw .seed(text) }
            self.seed = seed
        } else {
            seed = UInt64.random(in: .min ... .max)
        }
        let products = environment[Self.productsVariable].flatMap { $0.isEmpty ? nil : $0 }
        productsDirectory = products.map { URL(fileURLWithPath: $0, isDirectory: true).absoluteURL } ?? TerminalProgramRun.productsDirectory
        if let text = environment[Self.eventCountVariable], !text.isEmpty {
            guard let count = Int(text), count > 0 else { throw .eventCount(text) }
            eventCount = count
        } else {
            eventCount = products == nil ? Self.quickEventCount : Self.fullEventCount
        }
    }

    /// The executable `product` in ``productsDirectory``.
    public func executable(_ product: String) -> URL {
        productsDirectory.appendingPathComponent(product)
    }

    /// How to run the same events again: `MONKEY_SEED=… MONKEY_EVENTS=…`.
    public var replay: String {
        "\(Self.seedVariable)=\(seed) \(Self.eventCountVariable)=\(eventCount)"
    }

    /// The line a run prints before it starts: the program, the seed and how to replay it.
    public func summary(for product: String) -> String {
        "random events for \(product): seed \(seed), \(eventCount) events at \(Self.eventsPerSecond) a second, "
            + "\(executable(product).path) — replay with \(replay)"
    }

    /// A setting that cannot be read.
    public enum Problem: Error, CustomStringConvertible {
        /// `MONKEY_SEED`'s value, not a `UInt64`.
        case seed(String)
        /// `MONKEY_EVENTS`' value, not a number above 0.
        case eventCount(String)

        /// The variable, its value and what it takes.
        public var description: String {
            switch self {
            case let .seed(value): "\(RandomEventSettings.seedVariable) must be a whole number from 0 to \(UInt64.max) (got \"\(value)\")"
            case let .eventCount(value): "\(RandomEventSettings.eventCountVariable) must be a whole number above 0 (got \"\(value)\")"
            }
        }
    }
}
