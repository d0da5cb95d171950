/// Suppressions LeakSanitizer reads at exit when the tests run with `--sanitize=address`.
///
/// `swift test` also starts the XCTest runner, which on Linux leaks its suite objects (144
/// bytes allocated in `XCTMainMisc`, toolchain code) even when no XCTest tests exist; without
/// this the ASan run fails on a leak that is not ours. Leaks anywhere else are still reported.
@_cdecl("__lsan_default_suppressions")
public func leakSanitizerSuppressions() -> UnsafePointer<CChar> {
    let suppressions: StaticString = "leak:libXCTest.so\n"
    return UnsafeRawPointer(suppressions.utf8Start).assumingMemoryBound(to: CChar.self)
}
