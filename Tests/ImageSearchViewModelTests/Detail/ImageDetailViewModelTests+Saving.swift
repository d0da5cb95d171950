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
                == "Saved the picture as /home/me/Pictures/1-mountain-lake-1.jpg")
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
            #expect(try await Waiting.until(viewModel.saveText) { $0?.contains("/p/1.jpg") == true } == "画像を保存しました: /p/1.jpg")
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
