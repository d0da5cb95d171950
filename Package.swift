// swift-tools-version:6.1
// ReactiveMVVM: the MVVM + dependency injection + reactive streams architecture, on Linux.
// Layout and dependency rules: Docs/Architecture.md.
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
        .executable(name: "terminalui-demo", targets: ["terminalui-demo"]),
        .executable(name: "imagesearch", targets: ["imagesearch"]),
        .executable(name: "weather", targets: ["weather"]),
    ],
    dependencies: [
        // The Gallery server; `traits: []` keeps swift-configuration and full Foundation out of the build.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The apps' dependency-injection container (their composition roots only).
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        // Property-based tests (test targets only): the state-machine tests of the view models.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `swift package generate-documentation` (plugin only: no target uses it, so clients never fetch it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
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
        // What both apps' models share: language, secrets, directories, logging, the HTTP stack.
        .target(
            name: "AppSupport",
            dependencies: ["ReactiveCore", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSwift6
        ),
        .target(
            name: "ImageSearchModel",
            dependencies: ["AppSupport", "ReactiveCore", "ImageCodec", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSwift6
        ),
        .target(
            name: "ImageSearchViewModel",
            dependencies: ["ImageSearchModel", "AppSupport", "ReactiveCore", "ReactiveBindings", "ImageCodec"],
            swiftSettings: strictSwift6
        ),
        .target(
            name: "ImageSearchView",
            dependencies: ["ImageSearchViewModel", "AppSupport", "ReactiveCore", "ReactiveBindings", "TerminalUI", "ImageCodec"],
            swiftSettings: strictSwift6
        ),
        // The bundled list of cities (OpenWeatherMap ids, names, places, time zones, climates): Weather Now's
        // `--cities` and the Gallery's weather both read it.
        .target(name: "CityCatalog", swiftSettings: strictSwift6),
        .target(
            name: "WeatherModel",
            dependencies: ["CityCatalog", "AppSupport", "ReactiveCore", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSwift6
        ),
        .target(name: "WeatherViewModel", dependencies: ["WeatherModel", "CityCatalog", "AppSupport", "ReactiveCore"], swiftSettings: strictSwift6),
        .target(
            name: "WeatherView",
            dependencies: ["WeatherViewModel", "WeatherModel", "AppSupport", "ReactiveCore", "TerminalUI"],
            swiftSettings: strictSwift6
        ),
        // What both composition roots share: the command line, the embedded Gallery, logging set-up.
        .target(
            name: "AppLaunch",
            dependencies: [
                "AppSupport", "Gallery", "TerminalUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSwift6
        ),

        // MARK: Gallery (the local Pixabay + OpenWeatherMap server; SQLite FTS5 index)
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .target(
            name: "Gallery",
            dependencies: [
                "ImageCodec", "CSQLite", "CityCatalog",
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
        .executableTarget(name: "terminalui-demo", dependencies: ["TerminalUI", "ReactiveCore", "ImageCodec"], swiftSettings: strictSwift6),
        .executableTarget(
            name: "imagesearch",
            dependencies: [
                "ImageSearchView", "ImageSearchViewModel", "ImageSearchModel", "AppLaunch", "AppSupport", "TerminalUI", "ReactiveCore",
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSwift6
        ),
        .executableTarget(
            name: "weather",
            dependencies: [
                "WeatherView", "WeatherViewModel", "WeatherModel", "CityCatalog", "AppLaunch", "AppSupport", "TerminalUI", "ReactiveCore",
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSwift6
        ),
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
        .target(
            name: "TestSupport",
            dependencies: ["ReactiveCore", "AppSupport", "ImageCodec", .product(name: "Logging", package: "swift-log")],
            path: "Tests/TestSupport",
            swiftSettings: strictSwift6
        ),
        .testTarget(name: "ReactiveCoreTests", dependencies: ["ReactiveCore"], swiftSettings: strictSwift6),
        .testTarget(name: "ReactiveCoreClientTests", dependencies: ["ReactiveCore"], swiftSettings: strictSwift6),
        // ReactiveSwift 7.2.1 client code built against ReactiveCore with only the import changed,
        // in the Swift 5 language mode such code bases build in (issue 19).
        .testTarget(name: "ReactiveSwiftClientTests", dependencies: ["ReactiveCore", "TestSupport"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "ReactiveCore", "ReactiveBindings", "ImageCodec", "TestSupport"], swiftSettings: strictSwift6),
        .testTarget(name: "ReactiveBindingsTests", dependencies: ["ReactiveBindings", "ReactiveCore", "TestSupport"], swiftSettings: strictSwift6),
        .testTarget(
            name: "GalleryTests",
            dependencies: [
                "Gallery", "CityCatalog", "ImageCodec", "TestSupport", .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: strictSwift6
        ),
        .testTarget(name: "AppSupportTests", dependencies: ["AppSupport", "ReactiveCore", "TestSupport"], swiftSettings: strictSwift6),
        .testTarget(
            name: "AppLaunchTests",
            dependencies: ["AppLaunch", "AppSupport", "TerminalUI", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSwift6
        ),
        .testTarget(
            name: "ImageSearchModelTests",
            dependencies: [
                "ImageSearchModel", "AppSupport", "ReactiveCore", "ImageCodec", "Gallery", "TestSupport",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSwift6
        ),
        .testTarget(
            name: "ImageSearchViewModelTests",
            dependencies: [
                "ImageSearchViewModel", "ImageSearchModel", "AppSupport", "ReactiveCore", "ReactiveBindings", "ImageCodec", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSwift6
        ),
        .testTarget(
            name: "ImageSearchViewTests",
            dependencies: ["ImageSearchView", "ImageSearchViewModel", "AppSupport", "ReactiveCore", "ReactiveBindings", "TerminalUI", "ImageCodec", "TestSupport"],
            swiftSettings: strictSwift6
        ),
        .testTarget(
            name: "ImageSearchAppTests",
            dependencies: [
                "imagesearch", "ImageSearchView", "ImageSearchViewModel", "ImageSearchModel", "AppLaunch", "AppSupport", "Gallery", "TerminalUI",
                "ReactiveCore", "ImageCodec", "TestSupport", .product(name: "Swinject", package: "Swinject"),
            ],
            swiftSettings: strictSwift6
        ),
        // What the Weather Now tests share: OpenWeatherMap answers, a stub network, a Gallery of their own, a list
        // view model fed and timed by the test.
        .target(
            name: "WeatherTestSupport",
            dependencies: ["WeatherViewModel", "WeatherModel", "AppSupport", "ReactiveCore", "Gallery", .product(name: "Logging", package: "swift-log")],
            path: "Tests/WeatherTestSupport",
            swiftSettings: strictSwift6
        ),
        .testTarget(
            name: "WeatherModelTests",
            dependencies: [
                "WeatherModel", "CityCatalog", "AppSupport", "ReactiveCore", "Gallery", "TestSupport", "WeatherTestSupport",
                .product(name: "Swinject", package: "Swinject"), .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSwift6
        ),
        .testTarget(
            name: "WeatherViewModelTests",
            dependencies: [
                "WeatherViewModel", "WeatherModel", "AppSupport", "ReactiveCore", "TestSupport", "WeatherTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"), .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSwift6
        ),
        .testTarget(
            name: "WeatherViewTests",
            dependencies: [
                "WeatherView", "WeatherViewModel", "WeatherModel", "AppSupport", "ReactiveCore", "TerminalUI", "TestSupport", "WeatherTestSupport",
                .product(name: "Swinject", package: "Swinject"), .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSwift6
        ),
        .testTarget(
            name: "WeatherAppTests",
            dependencies: [
                "weather", "WeatherView", "WeatherViewModel", "WeatherModel", "CityCatalog", "AppLaunch", "AppSupport", "Gallery", "TerminalUI", "ReactiveCore", "TestSupport",
                "WeatherTestSupport",
                .product(name: "Swinject", package: "Swinject"),
            ],
            swiftSettings: strictSwift6
        ),
    ],
    swiftLanguageModes: [.v6]
)
