#if canImport(Glibc)
import Glibc
#endif
import AppSupport
import Foundation
import ImageSearchModel
import ImageSearchViewModel
import ReactiveCore
import Testing

@Suite("SavedPicturesViewModel")
@MainActor
struct SavedPicturesViewModelTests {
    static let pictures = [
        StubSavedPictures.picture("200-lake.jpg", id: 200, bytes: 2_400_000),
        StubSavedPictures.picture("100-山 (2).png", id: 100, bytes: 512),
    ]

    /// A view model over `listing` and `channel`, in `language`, dates in UTC.
    static func viewModel(
        _ listing: StubSavedPictures, channel: MockExternalAppChannel = MockExternalAppChannel(), language: AppLanguage = .english
    ) -> SavedPicturesViewModel {
        SavedPicturesViewModel(
            listing: listing, externalAppChannel: channel, language: language, locale: Locale(identifier: language == .english ? "en_US" : "ja_JP"),
            timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test("lists the saved pictures, newest first, each with its name, size and when it was saved")
    func rows() async throws {
        let viewModel = Self.viewModel(StubSavedPictures(pictures: Self.pictures))
        #expect(viewModel.title == "Saved pictures")
        #expect(viewModel.folderText == "In /home/me/Pictures, newest first")
        viewModel.reload()
        try await Waiting.until(viewModel.summaryText) { $0 == "2 pictures" }
        #expect(viewModel.rows.elements.map(\.rowTitle) == ["200-lake.jpg", "100-山 (2).png"])
        // ICU puts a narrow no-break space before "PM".
        #expect(viewModel.rows.elements.first?.rowDetail.replacingOccurrences(of: "\u{202F}", with: " ") == "2.4 MB · May 3, 2025 at 2:03 PM")
        #expect(viewModel.emptyText.value == nil && !viewModel.isLoading.value)
    }

    @Test("says so in Japanese")
    func japanese() async throws {
        let viewModel = Self.viewModel(StubSavedPictures(pictures: Self.pictures), language: .japanese)
        #expect(viewModel.title == "保存した画像" && viewModel.folderText == "保存先: /home/me/Pictures（新しい順）")
        viewModel.reload()
        try await Waiting.until(viewModel.summaryText) { $0 == "2 枚" }
        #expect(viewModel.rows.elements.last?.rowDetail.hasPrefix("512 バイト · 2025") == true)
    }

    @Test("says why the list is empty: nothing saved yet, no folder, or a folder it cannot read")
    func empty() async throws {
        let listing = StubSavedPictures()
        let viewModel = Self.viewModel(listing)
        #expect(viewModel.emptyText.value == nil, "nothing said before the folder was read")
        viewModel.reload()
        #expect(try await Waiting.until(viewModel.emptyText) { $0 != nil }
            == "No pictures saved from Image Search in /home/me/Pictures yet. Press s on an image's screen to save one.")
        listing.set(.failure(FileSystemError(code: EACCES)))
        viewModel.reload()
        #expect(try await Waiting.until(viewModel.emptyText) { $0?.hasPrefix("The folder") == true }?.contains("Permission denied") == true)
        let noFolder = Self.viewModel(StubSavedPictures(folderPath: nil))
        noFolder.reload()
        #expect(try await Waiting.until(noFolder.emptyText) { $0 != nil }?.hasPrefix("There is no pictures folder") == true)
    }

    @Test("reading again keeps the rows of pictures still there, and adds a new one first")
    func reloadKeepsRows() async throws {
        let listing = StubSavedPictures(pictures: Self.pictures)
        let viewModel = Self.viewModel(listing)
        viewModel.reload()
        try await Waiting.until(viewModel.summaryText) { $0 == "2 pictures" }
        let before = viewModel.rows.elements.map { ObjectIdentifier($0) }
        listing.set(.success([StubSavedPictures.picture("300-sea.jpg", id: 300)] + Self.pictures))
        viewModel.reload()
        try await Waiting.until(viewModel.summaryText) { $0 == "3 pictures" }
        #expect(Array(viewModel.rows.elements.map { ObjectIdentifier($0) }.dropFirst()) == before)
        #expect(listing.listingCount == 2)
    }

    @Test("opens a picture with the desktop's program, or gives its path, and copies its path")
    func openAndCopy() async throws {
        let channel = MockExternalAppChannel(outcome: .noOpener)
        let viewModel = Self.viewModel(StubSavedPictures(pictures: Self.pictures), channel: channel)
        viewModel.reload()
        try await Waiting.until(viewModel.summaryText) { $0 == "2 pictures" }
        viewModel.openPicture(at: 1)
        #expect(channel.openedFiles == ["/home/me/Pictures/100-山 (2).png"])
        #expect(try await Waiting.until(viewModel.message) { $0 != nil }
            == "No program to show pictures could be started here. The picture is at /home/me/Pictures/100-山 (2).png")
        var copied: [String] = []
        viewModel.copyPath(at: 0) { path in
            copied.append(path)
            return true
        }
        #expect(copied == ["/home/me/Pictures/200-lake.jpg"])
        #expect(viewModel.message.value?.hasPrefix("Copied the picture's path to the clipboard: /home/me/Pictures/200-lake.jpg") == true)
        viewModel.openPicture(at: 5)
        #expect(channel.openedFiles.count == 1, "a row out of range opens nothing")
    }

    @Test("previews each picture through the listing")
    func previews() async throws {
        let viewModel = Self.viewModel(StubSavedPictures(pictures: Self.pictures))
        viewModel.reload()
        try await Waiting.until(viewModel.summaryText) { $0 == "2 pictures" }
        let row = try #require(viewModel.rows.elements.first)
        let images = try await Waiting.values(of: row.getPreviewImage(fitting: .init(width: 24, height: 16)))
        #expect(images.count == 2 && images[0] == nil && images[1] == SampleImages.picture(shade: 200))
    }
}
