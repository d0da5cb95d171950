/// `text` as one word of a POSIX shell command line: single-quoted, with each `'` inside
/// written as `'\''`. For the launch scripts of the end-to-end harnesses.
public func shellWord(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
}
