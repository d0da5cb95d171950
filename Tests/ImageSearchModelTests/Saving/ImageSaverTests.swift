#if canImport(Glibc)
import Glibc
#endif
import AppSupport
import Foundation
import ImageSearchModel
import ReactiveCore
import Testing
import TestSupport

@Suite("ImageSaver")
struct ImageSaverTests {
    /// A small real JPEG, and PNG, to save.
    static let jpeg = try! TestImages.jpeg(width: 64, height: 48)
    static let png = try! TestImages.png(width: 20, height: 10)

    /// A saver into `folder/Pictures` through `transport` and `files`.
    static func saver(_ folder: ScratchFolder, transport: any HTTPStreamingTransport, files: any PictureFileSystem = LocalPictureFiles()) -> ImageSaver {
        ImageSaver(folder: folder.url.appending(path: "Pictures", directoryHint: .isDirectory), transport: transport, files: files,
                   redactor: SecretRedactor(), logger: LogRecorder().logger)
    }

    /// A save of image 42 tagged "mountain, lake" from `https://cdn.example/42.jpg`.
    static func save(with saver: ImageSaver) -> EventRecorder<ImageSaveEvent, ImageSaveError> {
        EventRecorder(saver.saveImage(from: "https://cdn.example/42.jpg", id: 42, tags: ["mountain", "lake"]))
    }

    /// Plays a whole download of `body` in pieces of `piece` bytes on `stream`'s exchange.
    static func play(_ body: Data, on stream: ScriptedStream, piece: Int = 1_000) async throws {
        #expect(await eventually { stream.exchange?.isStarted == true })
        let exchange = try #require(stream.exchange)
        exchange.head(length: body.count)
        for start in stride(from: 0, to: body.count, by: piece) {
            exchange.body(body.subdata(in: start..<min(start + piece, body.count)))
        }
        exchange.complete()
    }

    @Suite("a download that arrives whole")
    struct Whole {
        @Test("is saved in the pictures folder, made when missing, under the image's id and tags with its format's extension")
        func saved() async throws {
            let folder = try ScratchFolder()
            let stream = ScriptedStream()
            let run = ImageSaverTests.save(with: ImageSaverTests.saver(folder, transport: stream))
            try await ImageSaverTests.play(ImageSaverTests.jpeg, on: stream)
            #expect(await run.waitForTermination())
            let path = folder.path + "/Pictures/42-mountain-lake.jpg"
            #expect(run.values.last == .saved(path: path))
            #expect(run.isCompleted)
            #expect(FileManager.default.contents(atPath: path) == ImageSaverTests.jpeg)
            #expect(folder.names(in: "Pictures") == ["42-mountain-lake.jpg"], "no partial file left")
        }

        @Test("reports the bytes written as they are, and the size the server declared")
        func progress() async throws {
            let folder = try ScratchFolder()
            let stream = ScriptedStream()
            let run = ImageSaverTests.save(with: ImageSaverTests.saver(folder, transport: stream))
            let body = ImageSaverTests.jpeg
            try await ImageSaverTests.play(body, on: stream, piece: 1_000)
            #expect(await run.waitForTermination())
            let progress = run.values.compactMap { event -> ImageSaveProgress? in
                if case .progress(let progress) = event { progress } else { nil }
            }
            let expected = [0] + stride(from: 1_000, to: body.count, by: 1_000).map { $0 } + [body.count]
            #expect(progress.map(\.writtenBytes) == expected.map(Int64.init))
            #expect(progress.allSatisfy { $0.expectedBytes == Int64(body.count) })
            #expect(progress.last?.fraction == 1)
        }

        @Test("a PNG gets .png; a GIF .gif; a WebP .webp", arguments: [
            (ImageSaverTests.png, "png"),
            (Data("GIF89a".utf8) + Data(count: 20), "gif"),
            (Data("RIFF".utf8) + Data([0, 0, 0, 0]) + Data("WEBPVP8 ".utf8) + Data(count: 20), "webp"),
        ])
        func formats(body: Data, fileExtension: String) async throws {
            let folder = try ScratchFolder()
            let stream = ScriptedStream()
            let run = ImageSaverTests.save(with: ImageSaverTests.saver(folder, transport: stream))
            try await ImageSaverTests.play(body, on: stream)
            #expect(await run.waitForTermination())
            #expect(run.values.last == .saved(path: folder.path + "/Pictures/42-mountain-lake.\(fileExtension)"))
        }

        @Test("never replaces a file: the name is numbered (2), (3)… before the extension")
        func noOverwrite() async throws {
            let folder = try ScratchFolder()
            let pictures = folder.path + "/Pictures"
            try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
            let earlier = Data("someone else's picture".utf8)
            #expect(FileManager.default.createFile(atPath: pictures + "/42-mountain-lake.jpg", contents: earlier))
            try FileManager.default.createDirectory(atPath: pictures + "/42-mountain-lake (2).jpg", withIntermediateDirectories: false)
            let stream = ScriptedStream()
            let run = ImageSaverTests.save(with: ImageSaverTests.saver(folder, transport: stream))
            try await ImageSaverTests.play(ImageSaverTests.jpeg, on: stream)
            #expect(await run.waitForTermination())
            #expect(run.values.last == .saved(path: pictures + "/42-mountain-lake (3).jpg"))
            #expect(FileManager.default.contents(atPath: pictures + "/42-mountain-lake.jpg") == earlier)
            #expect(FileManager.default.contents(atPath: pictures + "/42-mountain-lake (3).jpg") == ImageSaverTests.jpeg)
        }

        @Test("asks for the picture at its URL, as an image, with a generous size limit")
        func request() async throws {
            let folder = try ScratchFolder()
            let stream = ScriptedStream()
            let run = ImageSaverTests.save(with: ImageSaverTests.saver(folder, transport: stream))
            defer { run.dispose() }
            #expect(await eventually { !stream.streamed.isEmpty })
            let request = try #require(stream.streamed.first)
            #expect(request.url.absoluteString == "https://cdn.example/42.jpg")
            #expect(request.headers["Accept"] == "image/*")
            #expect(request.maximumBodySize == ImageSaver.maximumPictureSize)
        }
    }

    @Suite("a download that fails or is cancelled leaves nothing behind")
    struct Failures {
        /// Starts a save into `folder`, lets `play` act on its exchange, and returns the save's
        /// error once it ended.
        static func failure(
            files: any PictureFileSystem = LocalPictureFiles(), in folder: ScratchFolder,
            play: (Pending<HTTPStreamEvent, TransportError>) -> Void
        ) async throws -> ImageSaveError? {
            let stream = ScriptedStream()
            let run = ImageSaverTests.save(with: ImageSaverTests.saver(folder, transport: stream, files: files))
            if await eventually(timeout: .seconds(5), { stream.exchange?.isStarted == true }), let exchange = stream.exchange {
                play(exchange)
            }
            #expect(await run.waitForTermination())
            #expect(!run.isCompleted)
            return run.error
        }

        @Test("a connection lost in the middle of the picture")
        func connectionLost() async throws {
            let folder = try ScratchFolder()
            let error = try await Failures.failure(in: folder) { exchange in
                exchange.head(length: 10_000)
                exchange.body(ImageSaverTests.jpeg.prefix(500))
                exchange.fail(.connectionLost)
            }
            #expect(error == .download(.connectionLost))
            #expect(folder.names(in: "Pictures").isEmpty)
        }

        @Test("a server that sends nothing for the timeout")
        func timeout() async throws {
            let folder = try ScratchFolder()
            let error = try await Failures.failure(in: folder) { exchange in
                exchange.head(length: 10_000)
                exchange.body(ImageSaverTests.jpeg.prefix(500))
                exchange.fail(.cannotReachServer(.timedOut))
            }
            #expect(error == .timedOut(seconds: 15))
            #expect(folder.names(in: "Pictures").isEmpty)
        }

        @Test("an HTTP error status", arguments: [403, 404, 500])
        func httpStatus(status: Int) async throws {
            let folder = try ScratchFolder()
            let error = try await Failures.failure(in: folder) { exchange in
                exchange.head(status: status, length: 20)
                exchange.body(Data("<html>gone</html>".utf8))
                exchange.complete()
            }
            #expect(error == .httpStatus(status))
            #expect(folder.names(in: "Pictures").isEmpty)
        }

        @Test("something that is not a picture, told by its first bytes")
        func notAPicture() async throws {
            let folder = try ScratchFolder()
            let error = try await Failures.failure(in: folder) { exchange in
                exchange.head(length: nil)
                exchange.body(Data("<!DOCTYPE html><html>a page, not a picture</html>".utf8))
                exchange.complete()
            }
            #expect(error == .notAPicture)
            #expect(folder.names(in: "Pictures").isEmpty)
        }

        @Test("a picture larger than the limit")
        func tooLarge() async throws {
            let folder = try ScratchFolder()
            let error = try await Failures.failure(in: folder) { exchange in
                exchange.fail(.bodyTooLarge(limit: ImageSaver.maximumPictureSize))
            }
            #expect(error == .tooLarge(limit: ImageSaver.maximumPictureSize))
        }

        @Test("a disk that fills up, a folder that may not be written in, a read-only disk", arguments: [
            (FailingPictureFiles.Operation.append, ENOSPC), (.createPartialFile, EACCES), (.createPartialFile, EROFS), (.finish, EIO), (.publish, EDQUOT),
        ])
        func diskErrors(operation: FailingPictureFiles.Operation, code: Int32) async throws {
            let folder = try ScratchFolder()
            let error = try await Failures.failure(files: FailingPictureFiles(operation, with: code), in: folder) { exchange in
                exchange.head(length: ImageSaverTests.jpeg.count)
                exchange.body(ImageSaverTests.jpeg)
                exchange.complete()
            }
            #expect(error == .file(FileSystemError(code: code), folder: folder.path + "/Pictures"))
            #expect(folder.names(in: "Pictures").isEmpty)
        }

        @Test("a pictures folder that cannot be made: its parent is missing, or it is a file — before anything is downloaded")
        func badFolder() async throws {
            let folder = try ScratchFolder()
            let stream = ScriptedStream()
            let missingParent = ImageSaver(
                folder: folder.url.appending(path: "nowhere/Pictures"), transport: stream, redactor: SecretRedactor(), logger: LogRecorder().logger)
            let missing = EventRecorder(missingParent.saveImage(from: "https://cdn.example/1.jpg", id: 1, tags: []))
            #expect(await missing.waitForTermination())
            #expect(missing.error == .file(FileSystemError(code: ENOENT), folder: folder.path + "/nowhere/Pictures"))
            #expect(FileManager.default.createFile(atPath: folder.path + "/file", contents: Data()))
            let notAFolder = EventRecorder(ImageSaver(
                folder: folder.url.appending(path: "file"), transport: stream, redactor: SecretRedactor(), logger: LogRecorder().logger
            ).saveImage(from: "https://cdn.example/1.jpg", id: 1, tags: []))
            #expect(await notAFolder.waitForTermination())
            #expect(notAFolder.error == .file(FileSystemError(code: ENOTDIR), folder: folder.path + "/file"))
            #expect(stream.streamed.isEmpty)
        }

        @Test("no pictures folder at all")
        func noFolder() async throws {
            let run = EventRecorder(ImageSaver(folder: nil, transport: ScriptedStream(), redactor: SecretRedactor(), logger: LogRecorder().logger)
                .saveImage(from: "https://cdn.example/1.jpg", id: 1, tags: []))
            #expect(await run.waitForTermination())
            #expect(run.error == .noPicturesFolder)
        }

        @Test("cancelled in the middle: the download stops and the partial file goes")
        func cancelled() async throws {
            let folder = try ScratchFolder()
            let stream = ScriptedStream()
            let run = ImageSaverTests.save(with: ImageSaverTests.saver(folder, transport: stream))
            #expect(await eventually { stream.exchange?.isStarted == true })
            let exchange = try #require(stream.exchange)
            exchange.head(length: 100_000)
            exchange.body(ImageSaverTests.jpeg.prefix(1_000))
            #expect(await run.waitForValues(2))
            #expect(folder.names(in: "Pictures").count == 1, "the partial file, while the download runs")
            run.dispose()
            #expect(exchange.isEnded)
            #expect(await eventually { folder.names(in: "Pictures").isEmpty })
        }

        @Test("an app that exits in the middle deletes the partial file at once")
        func abandoned() async throws {
            let folder = try ScratchFolder()
            let stream = ScriptedStream()
            let saver = ImageSaverTests.saver(folder, transport: stream)
            let run = ImageSaverTests.save(with: saver)
            defer { run.dispose() }
            #expect(await eventually { stream.exchange?.isStarted == true })
            let exchange = try #require(stream.exchange)
            exchange.head(length: 100_000)
            exchange.body(ImageSaverTests.jpeg.prefix(1_000))
            #expect(await run.waitForValues(2))
            saver.abandonUnfinishedSaves()
            #expect(folder.names(in: "Pictures").isEmpty)
        }
    }
}
