// swift-tools-version:6.3
// ReactiveMVVM: the MVVM + dependency injection + reactive streams architecture, on Linux.
// Layout and dependency rules: Docs/Architecture.md.
import PackageDescription

/// What the Gallery server needs (Hummingbird, SwiftNIO, swift-log…): only with the `Gallery` trait.
let gallery = TargetDependencyCondition.when(traits: ["Gallery"])
/// What only the apps and the tests need (Swinject, ArgumentParser, swift-log, swift-property-based):
/// only with the `Apps` trait.
let apps = TargetDependencyCondition.when(traits: ["Apps"])

let package = Package(
    name: "ReactiveMVVM",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
        .library(name: "ReactiveCoreNetworking", targets: ["ReactiveCoreNetworking"]),
        .library(name: "ReactiveBindings", targets: ["ReactiveBindings"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "ImageCodec", targets: ["ImageCodec"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "gallery", targets: ["gallery"]),
        .executable(name: "terminalui-demo", targets: ["terminalui-demo"]),
        .executable(name: "imagesearch", targets: ["imagesearch"]),
        .executable(name: "weather", targets: ["weather"]),
    ],
    // A package that only uses the libraries adds this one with `traits: []`: it then fetches none
    // of the packages below (ReactiveCore, ReactiveBindings, TerminalUI and ImageCodec need none).
    traits: [
        .default(enabledTraits: ["Apps"]),
        .trait(
            name: "Gallery",
            description: "The Gallery library and server, with what they need: Hummingbird, SwiftNIO, swift-log, ServiceLifecycle, HTTPTypes."),
        .trait(
            name: "Apps",
            description: "Image Search, Weather Now, the gallery command and every test target, with the Gallery and Swinject, ArgumentParser and swift-property-based.",
            enabledTraits: ["Gallery"]),
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
        .target(name: "ReactiveCore"),
        // `URLSession.reactive`: apart, so that a program that never uses it does not load FoundationNetworking
        // (and libcurl with the libraries behind it).
        .target(name: "ReactiveCoreNetworking", dependencies: ["ReactiveCore"]),
        .target(name: "ReactiveBindings", dependencies: ["ReactiveCore"]),
        .target(name: "TerminalUI", dependencies: ["ReactiveCore", "ReactiveBindings", "ImageCodec"]),

        // MARK: ImageCodec (libjpeg-turbo, libpng)
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .target(name: "CImageCodecShim", dependencies: ["CJPEG", "CPNG"]),
        .target(name: "ImageCodec", dependencies: ["CImageCodecShim"]),
        .testTarget(name: "ImageCodecTests", dependencies: ["ImageCodec"], resources: [.copy("Regressions")]),

        // MARK: Apps (model → view model → view; composition roots only in executables)
        // The three commands' version, on its own: gallery needs it without the apps' HTTP stack
        // (FoundationNetworking and libcurl).
        .target(name: "AppRelease"),
        // What both apps' models share: language, secrets, directories, logging, the HTTP stack.
        .target(
            name: "AppSupport",
            dependencies: ["AppRelease", "ReactiveCore", .product(name: "Logging", package: "swift-log", condition: apps)]
        ),
        .target(
            name: "ImageSearchModel",
            dependencies: ["AppSupport", "ReactiveCore", "ImageCodec", .product(name: "Logging", package: "swift-log", condition: apps)]
        ),
        .target(
            name: "ImageSearchViewModel",
            dependencies: ["ImageSearchModel", "AppSupport", "ReactiveCore", "ReactiveBindings", "ImageCodec"]
        ),
        .target(
            name: "ImageSearchView",
            dependencies: ["ImageSearchViewModel", "AppSupport", "ReactiveCore", "ReactiveBindings", "TerminalUI", "ImageCodec"]
        ),
        // The bundled list of cities (OpenWeatherMap ids, names, places, time zones, climates): Weather Now's
        // `--cities` and the Gallery's weather both read it.
        .target(name: "CityCatalog"),
        .target(
            name: "WeatherModel",
            dependencies: ["CityCatalog", "AppSupport", "ReactiveCore", .product(name: "Logging", package: "swift-log", condition: apps)]
        ),
        .target(name: "WeatherViewModel", dependencies: ["WeatherModel", "CityCatalog", "AppSupport", "ReactiveCore"]),
        .target(
            name: "WeatherView",
            dependencies: ["WeatherViewModel", "WeatherModel", "AppSupport", "ReactiveCore", "TerminalUI"]
        ),
        // What both composition roots share: the command line, the embedded Gallery, logging set-up.
        .target(
            name: "AppLaunch",
            dependencies: [
                "AppSupport", "Gallery", "TerminalUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: apps),
                .product(name: "Logging", package: "swift-log", condition: apps),
            ]
        ),

        // MARK: Gallery (the local Pixabay + OpenWeatherMap server; SQLite FTS5 index)
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .target(
            name: "Gallery",
            dependencies: [
                "ImageCodec", "CSQLite", "CityCatalog",
                .product(name: "Hummingbird", package: "hummingbird", condition: gallery),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: gallery),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio", condition: gallery),
                .product(name: "NIOCore", package: "swift-nio", condition: gallery),
                .product(name: "NIOPosix", package: "swift-nio", condition: gallery),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: gallery),
                .product(name: "Logging", package: "swift-log", condition: gallery),
            ]
        ),

        // MARK: Executables
        .executableTarget(name: "terminalui-demo", dependencies: ["TerminalUI", "ReactiveCore", "ImageCodec"]),
        .executableTarget(
            name: "imagesearch",
            dependencies: [
                "ImageSearchView", "ImageSearchViewModel", "ImageSearchModel", "AppLaunch", "AppSupport", "AppRelease", "TerminalUI", "ReactiveCore",
                .product(name: "Swinject", package: "Swinject", condition: apps),
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: apps),
                .product(name: "Logging", package: "swift-log", condition: apps),
            ]
        ),
        .executableTarget(
            name: "weather",
            dependencies: [
                "WeatherView", "WeatherViewModel", "WeatherModel", "CityCatalog", "AppLaunch", "AppSupport", "AppRelease", "TerminalUI", "ReactiveCore",
                .product(name: "Swinject", package: "Swinject", condition: apps),
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: apps),
                .product(name: "Logging", package: "swift-log", condition: apps),
            ]
        ),
        .executableTarget(
            name: "gallery",
            dependencies: [
                "Gallery", "AppRelease",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: apps),
                .product(name: "Logging", package: "swift-log", condition: apps),
                .product(name: "NIOCore", package: "swift-nio", condition: apps),
                .product(name: "NIOPosix", package: "swift-nio", condition: apps),
            ]
        ),

        // MARK: Tests
        .target(
            name: "TestSupport",
            dependencies: ["ReactiveCore", "AppSupport", "ImageCodec", .product(name: "Logging", package: "swift-log", condition: apps)],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "ReactiveCoreTests", dependencies: ["ReactiveCore"]),
        .testTarget(name: "ReactiveCoreClientTests", dependencies: ["ReactiveCore"]),
        // ReactiveSwift 7.2.1 client code built against ReactiveCore with only the import changed,
        // in the Swift 5 language mode such code bases build in (issue 19).
        .testTarget(name: "ReactiveSwiftClientTests", dependencies: ["ReactiveCore", "ReactiveCoreNetworking", "TestSupport"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "ReactiveCore", "ReactiveBindings", "ImageCodec", "TestSupport"]),
        .testTarget(name: "ReactiveBindingsTests", dependencies: ["ReactiveBindings", "ReactiveCore", "TestSupport"]),
        .testTarget(
            name: "GalleryTests",
            dependencies: [
                "Gallery", "CityCatalog", "ImageCodec", "TestSupport", .product(name: "Logging", package: "swift-log", condition: apps),
                .product(name: "NIOCore", package: "swift-nio", condition: apps),
            ]
        ),
        .testTarget(name: "AppSupportTests", dependencies: ["AppSupport", "AppRelease", "ReactiveCore", "TestSupport"]),
        .testTarget(
            name: "AppLaunchTests",
            dependencies: ["AppLaunch", "AppSupport", "Gallery", "TerminalUI", "TestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser", condition: apps)]
        ),
        .testTarget(
            name: "ImageSearchModelTests",
            dependencies: [
                "ImageSearchModel", "AppSupport", "ReactiveCore", "ImageCodec", "Gallery", "TestSupport",
                .product(name: "Logging", package: "swift-log", condition: apps),
            ]
        ),
        .testTarget(
            name: "ImageSearchViewModelTests",
            dependencies: [
                "ImageSearchViewModel", "ImageSearchModel", "AppSupport", "ReactiveCore", "ReactiveBindings", "ImageCodec", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based", condition: apps),
            ]
        ),
        .testTarget(
            name: "ImageSearchViewTests",
            dependencies: ["ImageSearchView", "ImageSearchViewModel", "AppSupport", "AppRelease", "ReactiveCore", "ReactiveBindings", "TerminalUI", "ImageCodec", "TestSupport"]
        ),
        .testTarget(
            name: "ImageSearchAppTests",
            dependencies: [
                "imagesearch", "ImageSearchView", "ImageSearchViewModel", "ImageSearchModel", "AppLaunch", "AppSupport", "Gallery", "TerminalUI",
                "ReactiveCore", "ImageCodec", "TestSupport", .product(name: "Swinject", package: "Swinject", condition: apps),
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: apps),
            ]
        ),
        // What the Weather Now tests share: OpenWeatherMap answers, a stub network, a Gallery of their own, a list
        // view model fed and timed by the test.
        .target(
            name: "WeatherTestSupport",
            dependencies: ["WeatherViewModel", "WeatherModel", "AppSupport", "ReactiveCore", "Gallery", .product(name: "Logging", package: "swift-log", condition: apps)],
            path: "Tests/WeatherTestSupport"
        ),
        .testTarget(
            name: "WeatherModelTests",
            dependencies: [
                "WeatherModel", "CityCatalog", "AppSupport", "ReactiveCore", "Gallery", "TestSupport", "WeatherTestSupport",
                .product(name: "Swinject", package: "Swinject", condition: apps), .product(name: "Logging", package: "swift-log", condition: apps),
            ]
        ),
        .testTarget(
            name: "WeatherViewModelTests",
            dependencies: [
                "WeatherViewModel", "WeatherModel", "CityCatalog", "AppSupport", "ReactiveCore", "TestSupport", "WeatherTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based", condition: apps), .product(name: "Logging", package: "swift-log", condition: apps),
            ]
        ),
        .testTarget(
            name: "WeatherViewTests",
            dependencies: [
                "WeatherView", "WeatherViewModel", "WeatherModel", "AppSupport", "AppRelease", "ReactiveCore", "TerminalUI", "TestSupport", "WeatherTestSupport",
                .product(name: "Swinject", package: "Swinject", condition: apps), .product(name: "PropertyBased", package: "swift-property-based", condition: apps),
            ]
        ),
        .testTarget(
            name: "WeatherAppTests",
            dependencies: [
                "weather", "WeatherView", "WeatherViewModel", "WeatherModel", "CityCatalog", "AppLaunch", "AppSupport", "AppRelease", "Gallery", "TerminalUI", "ReactiveCore", "TestSupport",
                "WeatherTestSupport",
                .product(name: "Swinject", package: "Swinject", condition: apps),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
