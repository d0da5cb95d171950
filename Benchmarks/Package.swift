// swift-tools-version:6.0
// Benchmarks for ReactiveMVVM. A package of its own so that comparison libraries
// (OpenCombine) never enter the product's dependency graph (ARCHITECTURE.md).
// Run: swift run -c release ReactiveCoreBenchmark [--quick] [--filter a,b]
import PackageDescription

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "ReactiveMVVM", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // MARK: ReactiveCore against plain closures and OpenCombine (REACTIVE.md, "Benchmark")
        .executableTarget(
            name: "ReactiveCoreBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ReactiveCore", package: "ReactiveMVVM"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),

        // MARK: Timing and report tables shared by the benchmarks
        .target(name: "BenchmarkSupport"),

        // MARK: ReactiveBindings diffs and observable-array appends (issue 3)
        .executableTarget(
            name: "ReactiveBindingsBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ReactiveBindings", package: "ReactiveMVVM"),
                .product(name: "ReactiveCore", package: "ReactiveMVVM"),
            ]
        ),

        // MARK: ImageCodec against libjpeg-turbo called directly from C
        .target(name: "CJPEGBaseline", linkerSettings: [.linkedLibrary("jpeg")]),
        .executableTarget(
            name: "ImageCodecBenchmark",
            dependencies: ["CJPEGBaseline", .product(name: "ImageCodec", package: "ReactiveMVVM")]
        ),

        // MARK: TerminalUI frames and image drawing (issue 4)
        .executableTarget(
            name: "TerminalUIBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "TerminalUI", package: "ReactiveMVVM"),
                .product(name: "ImageCodec", package: "ReactiveMVVM"),
            ]
        ),

        // MARK: Image Search in a pseudo-terminal: launch, previews, paging, key repeat (issue 10)
        .target(name: "CPseudoTerminal"),
        .executableTarget(
            name: "ImageSearchBenchmark",
            dependencies: ["BenchmarkSupport", "CPseudoTerminal", .product(name: "TerminalUI", package: "ReactiveMVVM")]
        ),
        .testTarget(name: "ImageSearchBenchmarkTests", dependencies: ["ImageSearchBenchmark"]),
    ],
    swiftLanguageModes: [.v6]
)
