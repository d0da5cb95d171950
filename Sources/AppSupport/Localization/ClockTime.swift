import Foundation

/// A moment as a 24-hour clock time, `HH:MM:SS` — how the apps say when something happened or
/// will happen today ("updated at 14:03:12", "searching resumes at 09:30:00"). The same in
/// every language. Pure; usable from any thread.
public enum ClockTime {
    /// `date` on a 24-hour clock in `timeZone`.
    public static func text(of date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        return String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }
}
