import AppSupport
import Foundation

/// The port an app's embedded Gallery listens on, kept in a file of the user's state folder so
/// that every run listens on the same one and the addresses it gave out (an image's page) mean
/// something again in the next run. The file holds the port's number and a line break, as a person
/// would write it.
///
/// A value; its functions do disk I/O on the calling thread.
public struct RememberedPort: Sendable, Hashable {
    /// The ports remembered: above the privileged ones.
    public static let validPorts = 1024...65535

    /// The file.
    public let file: URL

    /// The port kept in `file`.
    public init(file: URL) {
        self.file = file
    }

    /// The port in the file; nil when there is none, or what is there is not a port in
    /// ``validPorts``.
    public func read() -> Int? {
        guard let data = try? WholeFile.contents(of: file, maximumSize: 64),
              let port = Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),
              Self.validPorts.contains(port)
        else { return nil }
        return port
    }

    /// Keeps `port` in the file (atomically, making its folder); throws the file system's error.
    public func write(_ port: Int) throws(FileError) {
        try WholeFile.replaceContents(of: file, with: Data("\(port)\n".utf8), permissions: 0o600)
    }
}
