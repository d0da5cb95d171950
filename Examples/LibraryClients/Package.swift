// swift-tools-version:6.3
// A package that uses ReactiveMVVM's four libraries the way README tells library users to:
// `.package(url: …, traits: [])` — so that none of the packages the apps and the Gallery need is
// fetched. One small program per library. CI builds it and checks what it resolved.
import Foundation
import PackageDescription

/// This repository, named as a user names it: by URL. Here a file URL of the clone this example
/// sits in, at the commit checked out (a user writes the GitHub address and a branch or version).
let repository = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()
/// SwiftPM names a package dependency after the last component of its URL.
let identity = repository.lastPathComponent
/// The commit under test: the example builds exactly what it sits in, committed.
let commit = Context.gitInformation?.currentCommit ?? "main"

let package = Package(
    name: "LibraryClients",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: repository.absoluteString, revision: commit, traits: []),
    ],
    targets: [
        .executableTarget(name: "reactivecore-example", dependencies: [.product(name: "ReactiveCore", package: identity)]),
        .executableTarget(name: "reactivebindings-example", dependencies: [.product(name: "ReactiveBindings", package: identity)]),
        .executableTarget(name: "terminalui-example", dependencies: [.product(name: "TerminalUI", package: identity)]),
        .executableTarget(name: "imagecodec-example", dependencies: [.product(name: "ImageCodec", package: identity)]),
    ],
    swiftLanguageModes: [.v6]
)
