/// The version both apps print for `--version`.
public enum AppVersion {
    /// The release, semantic-versioning style.
    public static let current = "1.0.0"
}
