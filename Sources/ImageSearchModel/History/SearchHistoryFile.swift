import AppSupport
import Dispatch
import Foundation
import Logging
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real ``SearchHistoryStoring``: the recent searches in a file of the user's state folder
/// (`$XDG_STATE_HOME/reactivemvvm/imagesearch/history`), one per line, newest first
/// (``SearchHistory``'s file form).
///
/// - **Off** when the file exists and is empty (or holds only blank lines): nothing is read or
///   written, so that emptying the file turns the history off for good (deleting it turns it on
///   again). A missing file is an empty history that the first search creates.
/// - **Atomic**: each search re-reads the file and replaces it whole (AppSupport's `WholeFile`, readable by the user alone), so two
///   running copies of the app add to one history, and a reader never sees half a file.
/// - **No secrets**: a search holding one of the redactor's secrets (the API key) or a key-like
///   `key=…` is never written, and such a line in the file is ignored.
/// - **Bounded**: a file larger than ``maximumFileSize`` bytes is not read; a file that cannot be
///   read is left alone (and counts as no history); failures are logged, never shown.
///
/// Threading: thread-safe. Reads and writes run on a serial queue of its own, in order; `record`
/// returns at once, the others wait for the queue.
public final class SearchHistoryFile: SearchHistoryStoring {
    /// The largest file read: 50 searches of 100 characters take at most 20 KB.
    public static let maximumFileSize = 64 << 10

    /// The file.
    public let url: URL
    private let redactor: SecretRedactor
    private let logger: Logger
    private let queue = DispatchQueue(label: "ImageSearchModel.SearchHistoryFile")

    /// The history in the file at `url`, keeping out what `redactor` would redact, logging
    /// failures to `logger`.
    public init(url: URL, redactor: SecretRedactor, logger: Logger) {
        self.url = url
        self.redactor = redactor
        self.logger = logger
    }

    /// The searches in the file, newest first; none when it is missing, off or unreadable.
    public func recentSearches() -> [String] {
        queue.sync { readHistory()?.searches ?? [] }
    }

    /// Re-reads the file and writes it again with `search` first, in the background — unless the
    /// history is off or cannot be read, `search` is empty or holds a secret.
    public func record(_ search: String) {
        guard let search = SearchHistory.normalized(search), !holdsSecret(search) else { return }
        queue.async { [self] in
            guard let history = readHistory() else { return }
            let recorded = history.recording(search)
            guard recorded != history else { return }
            do {
                try WholeFile.replaceContents(of: url, with: Data(recorded.fileText.utf8), permissions: 0o600)
            } catch {
                logger.error("cannot write the search history", metadata: ["path": "\(url.path)", "error": "\(error)"])
            }
        }
    }

    /// Waits for the writes recorded so far.
    public func finishWriting() {
        queue.sync {}
    }

    /// The history in the file: empty when it does not exist; nil when it is off (an empty
    /// file) or cannot be read. On the queue.
    private func readHistory() -> SearchHistory? {
        guard fileExists else { return SearchHistory() }
        let data: Data
        do {
            data = try WholeFile.contents(of: url, maximumSize: Self.maximumFileSize) ?? Data()
        } catch {
            logger.warning("cannot read the search history; leaving it alone", metadata: ["path": "\(url.path)", "error": "\(error)"])
            return nil
        }
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
        let history = SearchHistory(searches: lines.filter { !holdsSecret($0) })
        return lines.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) ? nil : history
    }

    private var fileExists: Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }

    private func holdsSecret(_ text: String) -> Bool {
        redactor.redact(text) != text
    }
}
