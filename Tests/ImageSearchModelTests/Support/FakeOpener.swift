import Foundation
import TestSupport

/// A folder holding a fake `xdg-open`: a shell script that writes what it sees about itself to
/// `<folder>/opened`, one line each — its argument, pid, session id, where its standard input,
/// output and error point, whether descriptor `$LEAK_FD` reached it, and its ignored and blocked
/// signal masks (hexadecimal, as `/proc/<pid>/status` gives them).
struct FakeOpener {
    let folder: URL

    /// A fresh folder with an executable fake opener whose script is `script`, or the recording
    /// script by default.
    init(script: String = FakeOpener.recordingScript, executable: Bool = true) throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "fake-opener-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let opener = folder.appending(path: "xdg-open")
        try ExecutableScript.write(script, to: opener, permissions: executable ? 0o755 : 0o644)
    }

    static let recordingScript = """
        #!/bin/sh
        PATH=/usr/bin:/bin
        out="$RECORD_DIR/opened"
        stdin=$(readlink /proc/$$/fd/0)
        stdout=$(readlink /proc/$$/fd/1)
        stderr=$(readlink /proc/$$/fd/2)
        {
          printf '%s\\n' "$1" "$$"
          cut -d' ' -f6 /proc/$$/stat
          printf '%s\\n' "$stdin" "$stdout" "$stderr"
          if [ -e "/proc/$$/fd/$LEAK_FD" ]; then echo leaked; else echo closed; fi
          grep '^SigIgn' /proc/$$/status | cut -f2
          grep '^SigBlk' /proc/$$/status | cut -f2
        } > "$out.tmp" 2>/dev/null
        mv "$out.tmp" "$out"

        """

    /// The environment of a desktop session whose `PATH` is this folder only.
    func environment(display: String? = ":0", wayland: String? = nil, leakFD: Int32 = -1) -> [String: String] {
        var environment = ["PATH": folder.path, "RECORD_DIR": folder.path, "LEAK_FD": String(leakFD)]
        environment["DISPLAY"] = display
        environment["WAYLAND_DISPLAY"] = wayland
        return environment
    }

    /// What the opener recorded, line by line, once it has (nil until then).
    var record: [String]? {
        guard let text = try? String(contentsOf: folder.appending(path: "opened"), encoding: .utf8) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Deletes the folder.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
