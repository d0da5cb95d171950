/// The OSC 52 control sequence that puts text on the terminal's clipboard:
/// `ESC ] 52 ; c ; <base64 of the UTF-8 text> BEL`. The text travels as base64, so nothing in it
/// can act as a control sequence. Terminals that allow it (xterm with `allowWindowOps`, kitty,
/// WezTerm, foot, iTerm2 with clipboard access, tmux with `set-clipboard on`) set the clipboard
/// ("c"); others ignore the sequence. Pure; any thread.
enum ClipboardCommand {
    /// The bytes that copy `text`.
    static func bytes(copying text: String) -> [UInt8] {
        var bytes: [UInt8] = [0x1B] + Array("]52;c;".utf8)
        Array(text.utf8).withUnsafeBytes { Base64.append($0, to: &bytes) }
        bytes.append(0x07)
        return bytes
    }
}
