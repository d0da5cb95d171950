import AppSupport
import Foundation
import ImageSearchModel
import ImageSearchViewModel
import ReactiveCore
import Testing

extension ImageDetailViewModelTests {
    /// A view model over `saver` in `language`, showing the first sample image; its saver.
    static func showingFirstImage(saver: StubImageSaver = StubImageSaver(), language: AppLanguage = .english) async throws -> ImageDetailViewModel {
        let viewModel = viewModel(saver: saver, language: language)
        viewModel.update(imageEntities: images, atIndex: 0)
        try await Waiting.until(viewModel.id) { $0 == 1 }
        return viewModel
    }

    @Suite("saving the picture")
    @MainActor
    struct Saving {
        @Test("saves the largest size the server offers, named by the image's id and tags", arguments: [
            (nil, nil, nil, "https://cdn.pixabay.example/webformat/1.jpg"),
            ("https://cdn.pixabay.example/large/1.jpg", nil, nil, "https://cdn.pixabay.example/large/1.jpg"),
            ("https://cdn.pixabay.example/large/1.jpg", "https://cdn.pixabay.example/hd/1.jpg", nil, "https://cdn.pixabay.example/hd/1.jpg"),
            ("https://cdn.pixabay.example/large/1.jpg", "https://cdn.pixabay.example/hd/1.jpg", "https://cdn.pixabay.example/original/1.png",
             "https://cdn.pixabay.example/original/1.png"),
        ] as [(String?, String?, String?, String)])
        func largestSize(large: String?, fullHD: String?, original: String?, expected: String) async throws {
            let sample = SampleImages.entity(id: 1)
            let entity = ImageEntity(
                id: 1, pageURL: sample.pageURL, pageImageWidth: 4000, pageImageHeight: 3000, previewURL: sample.previewURL,
                previewWidth: 150, previewHeight: 100, imageURL: sample.imageURL, imageWidth: 640, imageHeight: 480,
                viewCount: 1, downloadCount: 1, likeCount: 1, tags: sample.tags, username: "someone",
                largeImageURL: large, fullHDURL: fullHD, originalImageURL: original)
            let saver = StubImageSaver()
            let viewModel = ImageDetailViewModelTests.viewModel(saver: saver)
            viewModel.update(imageEntities: [entity], atIndex: 0)
            try await Waiting.until(viewModel.id) { $0 == 1 }
            viewModel.saveImage()
            let save = try #require(saver.saves.first)
            #expect(save.url == expected)
            #expect(save.id == 1 && save.tags == ["mountain", "lake 1"])
        }

        @Test("shows the bytes written and the share of the whole, then where the picture went")
        func progressThenPlace() async throws {
            let saver = StubImageSaver()
            let viewModel = try await ImageDetailViewModelTests.showingFirstImage(saver: saver)
            viewModel.saveImage()
            #expect(viewModel.isSaving.value)
            let save = try #require(saver.saves.first)
            save.send([.progress(ImageSaveProgress(writtenBytes: 640_000, expectedBytes: 2_560_000))], ends: false)
            #expect(try await Waiting.until(viewModel.saveText) { $0?.contains("640 KB") == true }
                == "Saving the picture… 640 KB of 2.6 MB (25%) — Esc cancels")
            save.send([.progress(ImageSaveProgress(writtenBytes: 2_560_000, expectedBytes: 2_560_000)), .saved(path: "/home/me/Pictures/1-mountain-lake-1.jpg")])
            #expect(try await Waiting.until(viewModel.saveText) { $0?.hasPrefix("Saved") == true }
                == "Saved the picture as /home/me/Pictures/1-mountain-lake-1.jpg — o opens it, c copies its path")
            #expect(viewModel.savedPicturePath.value == "/home/me/Pictures/1-mountain-lake-1.jpg")
            try await Waiting.until(viewModel.isSaving) { !$0 }
        }

        @Test("without a declared size, shows the bytes written alone")
        func unknownSize() async throws {
            let saver = StubImageSaver()
            let viewModel = try await ImageDetailViewModelTests.showingFirstImage(saver: saver)
            viewModel.saveImage()
            try #require(saver.saves.first).send([.progress(ImageSaveProgress(writtenBytes: 999, expectedBytes: nil))], ends: false)
            #expect(try await Waiting.until(viewModel.saveText) { $0?.contains("999") == true } == "Saving the picture… 999 bytes — Esc cancels")
        }

        @Test("speaks Japanese in Japanese")
        func japanese() async throws {
            let saver = StubImageSaver()
            let viewModel = try await ImageDetailViewModelTests.showingFirstImage(saver: saver, language: .japanese)
            viewModel.saveImage()
            let save = try #require(saver.saves.first)
            save.send([.progress(ImageSaveProgress(writtenBytes: 500_000, expectedBytes: 1_000_000))], ends: false)
            #expect(try await Waiting.until(viewModel.saveText) { $0?.contains("500 KB") == true } == "画像を保存中… 1.0 MB 中 500 KB（50%）— Esc で取り消し")
            save.send([.saved(path: "/p/1.jpg")])
            #expect(try await Waiting.until(viewModel.saveText) { $0?.contains("/p/1.jpg") == true } == "画像を保存しました: /p/1.jpg — o で開く、c でパスをコピー")
        }

        @Test("a failure says why the picture was not saved")
        func failure() async throws {
            let saver = StubImageSaver()
            let viewModel = try await ImageDetailViewModelTests.showingFirstImage(saver: saver)
            viewModel.saveImage()
            let error = ImageSaveError.file(FileSystemError(code: ENOSPC), folder: "/home/me/Pictures")
            try #require(saver.saves.first).send([], failing: error)
            #expect(try await Waiting.until(viewModel.saveText) { $0?.contains("full") == true } == error.description(in: .english))
            try await Waiting.until(viewModel.isSaving) { !$0 }
        }

        @Test("a second save while one runs starts nothing")
        func oneAtATime() async throws {
            let saver = StubImageSaver()
            let viewModel = try await ImageDetailViewModelTests.showingFirstImage(saver: saver)
            viewModel.saveImage()
            viewModel.saveImage()
            #expect(saver.saves.count == 1)
        }

        @Test("cancelling stops the save and says that nothing was kept")
        func cancel() async throws {
            let saver = StubImageSaver()
            let viewModel = try await ImageDetailViewModelTests.showingFirstImage(saver: saver)
            viewModel.saveImage()
            viewModel.cancelSave()
            let save = try #require(saver.saves.first)
            #expect(save.isEnded)
            #expect(!viewModel.isSaving.value)
            #expect(viewModel.saveText.value == "Saving was cancelled; nothing was kept.")
        }

        @Test("cancelling with no save under way changes nothing")
        func cancelWithoutSave() async throws {
            let viewModel = try await ImageDetailViewModelTests.showingFirstImage()
            viewModel.cancelSave()
            #expect(viewModel.saveText.value == nil)
        }

        @Test("another selection stops the save without a word, and its late events change nothing")
        func newSelection() async throws {
            let saver = StubImageSaver()
            let viewModel = try await ImageDetailViewModelTests.showingFirstImage(saver: saver)
            viewModel.saveImage()
            let save = try #require(saver.saves.first)
            viewModel.update(imageEntities: ImageDetailViewModelTests.images, atIndex: 1)
            try await Waiting.until(viewModel.id) { $0 == 2 }
            #expect(save.isEnded)
            #expect(viewModel.saveText.value == nil && !viewModel.isSaving.value)
        }

        @Test("with nothing selected, nothing is saved")
        func nothingSelected() {
            let saver = StubImageSaver()
            ImageDetailViewModelTests.viewModel(saver: saver).saveImage()
            #expect(saver.saves.isEmpty)
        }

        @Test("names the saver's folder")
        func folder() {
            #expect(ImageDetailViewModelTests.viewModel().picturesFolder == "/home/me/Pictures")
            #expect(ImageDetailViewModelTests.viewModel().picturesFolderNote == nil)
        }

        @Test("says why the folder is the default one when the user's setting could not be used, in the user's language",
              arguments: [AppLanguage.english, .japanese])
        func folderNote(language: AppLanguage) {
            let fallback = PicturesFolderFallback(reason: .notAbsolute("Bilder"), file: "/home/me/.config/user-dirs.dirs")
            let viewModel = ImageDetailViewModel(
                network: StubNetwork(), externalAppChannel: MockExternalAppChannel(), saver: StubImageSaver(), language: language,
                locale: Locale(identifier: "en_US"), picturesFolderFallback: fallback)
            #expect(viewModel.picturesFolderNote == fallback.description(in: language))
        }
    }

    @Suite("choosing the size to save")
    @MainActor
    struct Sizes {
        /// A 4000 × 3000 picture offering every size.
        static let everySize = ImageEntity(
            id: 1, pageURL: "https://pixabay.example/photos/1/", pageImageWidth: 4000, pageImageHeight: 3000,
            previewURL: "https://cdn.pixabay.example/preview/1.jpg", previewWidth: 150, previewHeight: 113,
            imageURL: "https://cdn.pixabay.example/webformat/1.jpg", imageWidth: 640, imageHeight: 480,
            viewCount: 1, downloadCount: 1, likeCount: 1, tags: ["mountain"], username: "someone",
            largeImageURL: "https://cdn.pixabay.example/large/1.jpg", fullHDURL: "https://cdn.pixabay.example/hd/1.jpg",
            originalImageURL: "https://cdn.pixabay.example/original/1.png")

        /// A view model over `saver` in `language` showing `entity`.
        static func showing(_ entity: ImageEntity, saver: StubImageSaver = StubImageSaver(), language: AppLanguage = .english) async throws -> ImageDetailViewModel {
            let viewModel = ImageDetailViewModelTests.viewModel(saver: saver, language: language)
            viewModel.update(imageEntities: [entity], atIndex: 0)
            try await Waiting.until(viewModel.id) { $0 == entity.id }
            return viewModel
        }

        @Test("lists the sizes the answer offers, largest first, with their pixel sizes, in the user's language")
        func offered() async throws {
            let viewModel = try await Self.showing(Self.everySize)
            #expect(viewModel.offeredPictureTexts.value == [
                "Original — 4000 x 3000", "Full HD — 1920 x 1440", "Large — 1280 x 960", "Web size — 640 x 480", "Preview — 150 x 113",
            ])
            let japanese = try await Self.showing(Self.everySize, language: .japanese)
            #expect(japanese.offeredPictureTexts.value.first == "オリジナル — 4000 x 3000")
            #expect(ImageDetailViewModelTests.viewModel().offeredPictureTexts.value.isEmpty, "nothing selected, nothing offered")
        }

        @Test("saves the size picked")
        func savesThePick() async throws {
            let saver = StubImageSaver()
            let viewModel = try await Self.showing(Self.everySize, saver: saver)
            viewModel.saveImage(offeredAt: 2)
            #expect(saver.saves.map(\.url) == ["https://cdn.pixabay.example/large/1.jpg"])
            viewModel.saveImage(offeredAt: 9)
            #expect(saver.saves.count == 1, "an index out of range saves nothing")
        }

        @Test("says the largest size offered beside the original's when the server will not give the original")
        func largestOffered() async throws {
            let gallery = try await Self.showing(SampleImages.entity(id: 80, tags: ["sky"]).withLargeImage)
            #expect(gallery.pageImageSizeText.value == "1080 x 2080")
            #expect(gallery.largestOfferedSizeText.value == "665 x 1280")
            let full = try await Self.showing(Self.everySize)
            #expect(full.largestOfferedSizeText.value == nil, "the original is offered")
        }
    }

    @Suite("the saved picture")
    @MainActor
    struct SavedPicture {
        /// A view model over `channel` in `language` whose first image was saved as `path`.
        static func saved(as path: String, channel: MockExternalAppChannel = MockExternalAppChannel(), language: AppLanguage = .english) async throws -> ImageDetailViewModel {
            let saver = StubImageSaver()
            let viewModel = ImageDetailViewModelTests.viewModel(channel: channel, saver: saver, language: language)
            viewModel.update(imageEntities: ImageDetailViewModelTests.images, atIndex: 0)
            try await Waiting.until(viewModel.id) { $0 == 1 }
            viewModel.saveImage()
            try #require(saver.saves.first).send([.saved(path: path)])
            try await Waiting.until(viewModel.savedPicturePath) { $0 == path }
            return viewModel
        }

        @Test("opens the saved picture with the desktop's program and says so", arguments: [
            (ExternalAppOutcome.opened, "Opened the picture with the desktop's program for it."),
            (.noOpener, "No program to show pictures could be started here. The picture is at /p/1 sky.jpg"),
            (.failed(reason: "x"), "The picture could not be opened. It is at /p/1 sky.jpg"),
        ])
        func opens(outcome: ExternalAppOutcome, message: String) async throws {
            let channel = MockExternalAppChannel(outcome: outcome)
            let viewModel = try await Self.saved(as: "/p/1 sky.jpg", channel: channel)
            viewModel.openSavedPicture()
            #expect(channel.openedFiles == ["/p/1 sky.jpg"] && channel.openedURLs.isEmpty)
            #expect(viewModel.message.value == message)
        }

        @Test("copies the saved picture's path and says so, in the user's language", arguments: [AppLanguage.english, .japanese])
        func copies(language: AppLanguage) async throws {
            let viewModel = try await Self.saved(as: "/p/1.jpg", language: language)
            var copied: [String] = []
            viewModel.copySavedPicturePath { path in
                copied.append(path)
                return true
            }
            #expect(copied == ["/p/1.jpg"])
            #expect(viewModel.message.value?.hasPrefix(language == .english ? "Copied the picture's path" : "画像のパスをクリップボードにコピー") == true)
            viewModel.copySavedPicturePath { _ in false }
            #expect(viewModel.message.value == (language == .english
                ? "There is no clipboard to copy to here. The picture is at /p/1.jpg" : "ここにはコピー先のクリップボードがありません。画像の場所: /p/1.jpg"))
        }

        @Test("forgets the saved picture on another selection and while another save runs; before a save, nothing is opened")
        func forgotten() async throws {
            let channel = MockExternalAppChannel()
            let viewModel = try await Self.saved(as: "/p/1.jpg", channel: channel)
            viewModel.saveImage()
            #expect(viewModel.savedPicturePath.value == nil)
            viewModel.cancelSave()
            viewModel.openSavedPicture()
            #expect(channel.openedFiles.isEmpty)
            let again = try await Self.saved(as: "/p/1.jpg")
            again.update(imageEntities: ImageDetailViewModelTests.images, atIndex: 1)
            try await Waiting.until(again.id) { $0 == 2 }
            #expect(again.savedPicturePath.value == nil)
        }
    }

    @Suite("copying the page address")
    @MainActor
    struct Copying {
        @Test("copies the page address and says so, and what to do when it does not arrive", arguments: [AppLanguage.english, .japanese])
        func copied(language: AppLanguage) async throws {
            let viewModel = try await ImageDetailViewModelTests.showingFirstImage(language: language)
            var copied: [String] = []
            viewModel.copyPageAddress { text in
                copied.append(text)
                return true
            }
            #expect(copied == ["https://pixabay.example/photos/1/"])
            let message = try #require(viewModel.message.value)
            #expect(message.contains("https://pixabay.example/photos/1/") && message.contains("OSC 52"))
            #expect(message.hasPrefix(language == .english ? "Copied the page address" : "ページのアドレスをクリップボードにコピー"))
        }

        @Test("without a clipboard, gives the address to copy by hand")
        func noClipboard() async throws {
            let viewModel = try await ImageDetailViewModelTests.showingFirstImage()
            viewModel.copyPageAddress { _ in false }
            #expect(viewModel.message.value == "There is no clipboard to copy to here. The page address is https://pixabay.example/photos/1/")
        }

        @Test("with nothing selected, nothing is copied")
        func nothingSelected() {
            var copied = false
            ImageDetailViewModelTests.viewModel().copyPageAddress { _ in
                copied = true
                return true
            }
            #expect(!copied)
        }
    }
}

extension ImageEntity {
    /// The entity with a large picture (`largeImageURL`) as its largest, as the Gallery answers.
    var withLargeImage: ImageEntity {
        ImageEntity(
            id: id, pageURL: pageURL, pageImageWidth: pageImageWidth, pageImageHeight: pageImageHeight, previewURL: previewURL,
            previewWidth: previewWidth, previewHeight: previewHeight, imageURL: imageURL, imageWidth: imageWidth, imageHeight: imageHeight,
            viewCount: viewCount, downloadCount: downloadCount, likeCount: likeCount, tags: tags, username: username,
            largeImageURL: "https://cdn.pixabay.example/large/\(id).jpg")
    }
}
