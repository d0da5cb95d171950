// swift-tools-version:6.0
// ReactiveMVVM: the MVVM + dependency injection + reactive streams architecture, on Linux.
// Layout and dependency rules: ../shared/design/ARCHITECTURE.md (summarised in README.md).
import PackageDescription

let strictSwift6: [SwiftSetting] = []

let package = Package(
    name: "ReactiveMVVM",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
        .library(name: "ReactiveBindings", targets: ["ReactiveBindings"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "ImageCodec", targets: ["ImageCodec"]),
        .executable(name: "reactivecore-demo", targets: ["reactivecore-demo"]),
    ],
    targets: [
        // MARK: Libraries (no app knowledge)
        .target(name: "ReactiveCore", swiftSettings: strictSwift6),
        .target(name: "ReactiveBindings", dependencies: ["ReactiveCore"], swiftSettings: strictSwift6),
        .target(name: "TerminalUI", dependencies: ["ReactiveCore", "ReactiveBindings", "ImageCodec"], swiftSettings: strictSwift6),

        // MARK: ImageCodec (libjpeg-turbo, libpng)
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .target(name: "CImageCodecShim", dependencies: ["CJPEG", "CPNG"]),
        .target(name: "ImageCodec", dependencies: ["CImageCodecShim"], swiftSettings: strictSwift6),
        .testTarget(name: "ImageCodecTests", dependencies: ["ImageCodec"], resources: [.copy("Regressions")], swiftSettings: strictSwift6),

        // MARK: Apps (model → view model → view; composition roots only in executables)
        .target(name: "ImageSearchModel", dependencies: ["ReactiveCore", "ImageCodec"], swiftSettings: strictSwift6),
        .target(name: "ImageSearchViewModel", dependencies: ["ImageSearchModel", "ReactiveCore", "ReactiveBindings"], swiftSettings: strictSwift6),
        .target(name: "ImageSearchView", dependencies: ["ImageSearchViewModel", "TerminalUI"], swiftSettings: strictSwift6),
        .target(name: "WeatherApp", dependencies: ["ReactiveCore", "TerminalUI"], swiftSettings: strictSwift6),
        .target(name: "Gallery", dependencies: ["ImageCodec"], swiftSettings: strictSwift6),

        // MARK: Executables
        .executableTarget(name: "reactivecore-demo", dependencies: ["ReactiveCore"], swiftSettings: strictSwift6),

        // MARK: Tests
        .testTarget(name: "ReactiveCoreTests", dependencies: ["ReactiveCore"], swiftSettings: strictSwift6),
        .testTarget(name: "ReactiveCoreClientTests", dependencies: ["ReactiveCore"], swiftSettings: strictSwift6),
        .testTarget(name: "ReactiveBindingsTests", dependencies: ["ReactiveBindings", "ReactiveCore"], swiftSettings: strictSwift6),
    ],
    swiftLanguageModes: [.v6]
)
