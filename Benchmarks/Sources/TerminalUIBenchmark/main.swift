// The TerminalUI benchmark (issue 4): rendering frames and drawing thumbnails.
// Placeholder: filled by the TerminalUI work (frames: FrameWorkloads.swift; thumbnails:
// ThumbnailWorkload.swift).
import TerminalUI

print("TerminalUI benchmark: no workloads yet")
runThumbnailWorkload()
