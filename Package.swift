// swift-tools-version:6.1
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
        .library(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "gallery", targets: ["gallery"]),
        .executable(name: "reactivecore-demo", targets: ["reactivecore-demo"]),
        .executable(name: "terminalui-demo", targets: ["terminalui-demo"]),
    ],
    dependencies: [
        // The Gallery server; `traits: []` keeps swift-configuration and full Foundation out of the build.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
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

        // MARK: Gallery (the local Pixabay + OpenWeatherMap server; SQLite FTS5 index)
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .target(
            name: "Gallery",
            dependencies: [
                "ImageCodec", "CSQLite",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSwift6
        ),

        // MARK: Executables
        .executableTarget(name: "reactivecore-demo", dependencies: ["ReactiveCore"], swiftSettings: strictSwift6),
        .executableTarget(name: "terminalui-demo", dependencies: ["TerminalUI", "ReactiveCore", "ImageCodec"], swiftSettings: strictSwift6),
        .executableTarget(
            name: "gallery",
            dependencies: [
                "Gallery",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strictSwift6
        ),

        // MARK: Tests
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strictSwift6),
        .testTarget(name: "ReactiveCoreTests", dependencies: ["ReactiveCore"], swiftSettings: strictSwift6),
        .testTarget(name: "ReactiveCoreClientTests", dependencies: ["ReactiveCore"], swiftSettings: strictSwift6),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "ReactiveCore", "ReactiveBindings", "ImageCodec", "TestSupport"], swiftSettings: strictSwift6),
        .testTarget(name: "ReactiveBindingsTests", dependencies: ["ReactiveBindings", "ReactiveCore", "TestSupport"], swiftSettings: strictSwift6),
        .testTarget(
            name: "GalleryTests",
            dependencies: [
                "Gallery", "ImageCodec", "TestSupport", .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: strictSwift6
        ),
    ],
    swiftLanguageModes: [.v6]
)
