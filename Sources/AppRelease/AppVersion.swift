/// The release of the three commands — `imagesearch`, `weather` and `gallery` — as they print
/// it for `--version`, as the apps' key help (`?`) shows it and as the Debian package is
/// numbered: CHANGELOG.md's newest released version (`AppVersionTests` fails when the two
/// disagree). A constant; usable from any thread.
public enum AppVersion {
    /// The release, semantic-versioning style ("1.0.0").
    public static let current = "1.0.0"
}
