import Foundation
import ReactiveCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A disk cache of successful HTTP answers, one file per request: for the "identical requests are
/// answered from a cache for 24 hours" rule of Pixabay, and for what other servers allow to be
/// kept (``CachePolicy``).
///
/// - Key: the request URL without its secrets (the query parameters named in
///   ``SecretRedactor/secretParameterNames``), its query parameters sorted, its fragment dropped.
///   Request headers are not part of it. The file name is a hash of the key, and no file holds
///   a secret: an answer whose headers, body or final URL contain one is not stored.
/// - Only 2xx answers are stored, and only those the ``policy`` gives a lifetime: an entry is used
///   for that long after it was stored, then ignored and removed.
/// - Bounded: entries unused for the policy's `maximumLifetime` are removed when the folder is
///   listed; when the files add up to more than ``maximumSize`` bytes, the least recently used
///   (stored or read) are removed until a quarter of the room is free again. An answer larger
///   than a quarter of ``maximumSize`` is not stored.
/// - Safe across processes: every file is written to a temporary file in the same folder and
///   renamed into place, so a reader sees a whole entry or none; a file that is unreadable,
///   truncated or not an entry is removed and counts as a miss. The folder is made 0700, the
///   files 0600.
/// - Cheap hits: a lookup opens the one file named by the key; it never lists the folder. The
///   total size is kept in memory and the folder is listed again only to evict — when the total
///   passes the maximum, or after an eighth of the maximum was written since the last listing
///   (other processes write to the same folder).
///
/// Threading: every method may be called from any thread and does disk I/O on it — call them
/// off the main thread (``CachingTransport`` does). Failures to read or write are misses, never
/// errors. `now` is called on those threads.
public final class ResponseCache: Sendable {
    /// The folder holding the entries.
    public let directory: URL
    /// The most bytes the entries may take.
    public let maximumSize: Int
    /// How long each answer is used after it was stored.
    public let policy: CachePolicy

    private struct Accounting: Sendable {
        /// The entries' total size as last listed plus what was written since; nil before the
        /// first listing.
        var totalSize: Int?
        var writtenSinceListing = 0
        var isDirectoryPrepared = false
    }

    private static let entrySuffix = ".response"
    private static let temporaryPrefix = ".tmp-"
    /// A temporary file older than this was left by a writer that died.
    private static let abandonedTemporaryAge: TimeInterval = 3600

    private let now: @Sendable () -> Date
    private let accounting = Locked(Accounting())

    /// A cache in `directory` (created when first needed, with its parents) of at most
    /// `maximumSize` bytes, whose entries live as `policy` says by the clock `now`.
    public init(directory: URL, maximumSize: Int, policy: CachePolicy = .standard, now: @escaping @Sendable () -> Date = { Date() }) {
        self.directory = directory
        self.maximumSize = maximumSize
        self.policy = policy
        self.now = now
    }

    /// The answer stored for `request`, marked as coming from the cache; nil when there is none
    /// that is whole and fresh. The answer carries the request's URL, or the secret-free URL it
    /// was redirected to.
    public func response(for request: HTTPRequest) -> HTTPResponse? {
        let key = Self.key(for: request.url)
        let path = entryPath(forKey: key)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let now = now()
        guard let bytes = Self.readAll(descriptor, limit: maximumSize), let entry = CacheEntry(decoding: bytes), entry.key == key,
              entry.storedAt <= now, now.timeIntervalSince(entry.storedAt) <= entry.lifetime
        else {
            unlink(path)
            return nil
        }
        Self.setModificationTime(of: descriptor, to: now)
        let url = entry.url == key ? request.url : URL(string: entry.url) ?? request.url
        return HTTPResponse(url: url, statusCode: entry.statusCode, headers: entry.headers, body: entry.body, source: .cache)
    }

    /// Stores `response` as the answer to `request`, replacing any earlier one — unless it is not
    /// a 2xx answer, the policy gives it no lifetime, it is too large, or it contains a secret of
    /// the request's URL.
    public func store(_ response: HTTPResponse, for request: HTTPRequest) {
        guard response.isSuccess, let lifetime = policy.lifetime(of: response, for: request.url) else { return }
        let key = Self.key(for: request.url)
        let now = now()
        let entry = CacheEntry(
            key: key, storedAt: now, lifetime: lifetime, statusCode: response.statusCode, url: Self.key(for: response.url),
            headers: response.headers, body: response.body)
        let bytes = entry.encoded()
        guard bytes.count <= maximumSize / 4, !Self.secrets(of: request.url).contains(where: { Self.bytes(bytes, contain: $0) }), prepareDirectory() else { return }
        let path = entryPath(forKey: key)
        let temporaryPath = directory.appending(path: Self.temporaryPrefix + UUID().uuidString).path
        guard Self.writeNewFile(temporaryPath, bytes: bytes, modified: now) else {
            unlink(temporaryPath)
            return
        }
        let replacedSize = Self.fileSize(atPath: path) ?? 0
        guard rename(temporaryPath, path) == 0 else {
            unlink(temporaryPath)
            return
        }
        let needsListing = accounting.withLock { accounting in
            accounting.writtenSinceListing += bytes.count
            guard let total = accounting.totalSize else { return true }
            accounting.totalSize = total + bytes.count - replacedSize
            return total + bytes.count - replacedSize > maximumSize || accounting.writtenSinceListing > maximumSize / 8
        }
        if needsListing { evict() }
    }

    /// Lists the folder, removes entries unused for the policy's longest lifetime and abandoned
    /// temporary files, then removes the
    /// least recently used entries while the total is over the maximum, down to three quarters
    /// of it. Files that are not the cache's own are left alone.
    public func evict() {
        let now = now()
        var entries: [(path: String, size: Int, used: Date)] = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names {
            let path = directory.appending(path: name).path
            var status = stat()
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
            let modified = Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec) + TimeInterval(status.st_mtim.tv_nsec) / 1e9)
            if name.hasPrefix(Self.temporaryPrefix) {
                if now.timeIntervalSince(modified) > Self.abandonedTemporaryAge { unlink(path) }
            } else if Self.isEntryName(name) {
                if now.timeIntervalSince(modified) > policy.maximumLifetime {
                    unlink(path)
                } else {
                    entries.append((path, Int(status.st_size), modified))
                }
            }
        }
        var total = entries.reduce(0) { $0 + $1.size }
        if total > maximumSize {
            for entry in entries.sorted(by: { $0.used < $1.used }) where total > maximumSize / 4 * 3 {
                if unlink(entry.path) == 0 { total -= entry.size }
            }
        }
        accounting.withLock { accounting in
            accounting.totalSize = total
            accounting.writtenSinceListing = 0
        }
    }

    /// The cache key of `url`: without fragment and secret query parameters, the parameters
    /// sorted, scheme and host in lower case.
    static func key(for url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.absoluteString }
        components.fragment = nil
        components.scheme = components.scheme?.lowercased()
        components.percentEncodedHost = components.percentEncodedHost?.lowercased()
        let parameters = (components.percentEncodedQueryItems ?? [])
            .filter { !SecretRedactor.secretParameterNames.contains($0.name.lowercased()) }
            .sorted { ($0.name, $0.value ?? "") < ($1.name, $1.value ?? "") }
        components.percentEncodedQueryItems = parameters.isEmpty ? nil : parameters
        return components.string ?? url.absoluteString
    }

    /// The path of the entry for `key`: a 64-bit FNV-1a hash of it, in hexadecimal.
    private func entryPath(forKey key: String) -> String {
        let hash = key.utf8.reduce(UInt64(0xCBF2_9CE4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
        let hex = String(hash, radix: 16)
        return directory.appending(path: String(repeating: "0", count: 16 - hex.count) + hex + Self.entrySuffix).path
    }

    private static func isEntryName(_ name: String) -> Bool {
        name.hasSuffix(entrySuffix) && name.dropLast(entrySuffix.count).allSatisfy(\.isHexDigit) && name.count == 16 + entrySuffix.count
    }

    /// Creates the folder (0700) if needed; false when it cannot be.
    private func prepareDirectory() -> Bool {
        let path = directory.path
        if mkdir(path, 0o700) != 0, errno == ENOENT {
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return false }
        let tighten = accounting.withLock { accounting in
            defer { accounting.isDirectoryPrepared = true }
            return !accounting.isDirectoryPrepared
        }
        if tighten, status.st_mode & 0o077 != 0 { chmod(path, 0o700) }
        return true
    }

    /// The values of the secret query parameters of `url`, as sent and decoded.
    private static func secrets(of url: URL) -> [String] {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let encoded = (components?.percentEncodedQueryItems ?? []).filter { secretParameterNames.contains($0.name.lowercased()) }.compactMap(\.value)
        return (encoded + encoded.compactMap { $0.removingPercentEncoding }).filter { !$0.isEmpty }
    }

    private static var secretParameterNames: Set<String> { SecretRedactor.secretParameterNames }

    /// Whether `text` occurs in `bytes`.
    private static func bytes(_ bytes: [UInt8], contain text: String) -> Bool {
        let needle = Array(text.utf8)
        guard let first = needle.first else { return false }
        var start = 0
        while let found = bytes[start...].firstIndex(of: first), found + needle.count <= bytes.count {
            if bytes[found..<found + needle.count].elementsEqual(needle) { return true }
            start = found + 1
        }
        return false
    }

    /// The whole file open as `descriptor`; nil when it is not a regular file, is larger than
    /// `limit`, or cannot be read.
    private static func readAll(_ descriptor: Int32, limit: Int) -> [UInt8]? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size <= limit else { return nil }
        let size = Int(status.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes[filled...].withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            filled += count
        }
        return bytes
    }

    /// Writes `bytes` to a file that must not exist yet (0600), then sets its modification time.
    private static func writeNewFile(_ path: String, bytes: [UInt8], modified: Date) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        setModificationTime(of: descriptor, to: modified)
        return true
    }

    /// Sets the access and modification times of the open file to `date`: the modification time
    /// is when the entry was last used, the order of eviction.
    private static func setModificationTime(of descriptor: Int32, to date: Date) {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let time = timespec(tv_sec: Int(seconds), tv_nsec: Int((date.timeIntervalSince1970 - seconds) * 1e9))
        let times = [time, time]
        _ = futimens(descriptor, times)
    }

    private static func fileSize(atPath path: String) -> Int? {
        var status = stat()
        return lstat(path, &status) == 0 ? Int(status.st_size) : nil
    }
}
