import ImageCodec
import ImageSearchModel
import ImageSearchViewModel
import ReactiveCore
import Testing
import TestSupport

@Suite("ImageSearchTableViewCellModel")
@MainActor
struct ImageSearchTableViewCellModelTests {
    static let previewSize = ImageSize(width: 24, height: 16)

    static func cellModel(network: StubNetwork = StubNetwork()) -> ImageSearchTableViewCellModel {
        ImageSearchTableViewCellModel(image: SampleImages.entity(id: 7), network: network)
    }

    /// Every value of `cellModel`'s preview until it completes. The cell model is kept alive
    /// meanwhile, as the rows keep theirs: a released cell model stops its download.
    static func previewValues(
        of cellModel: ImageSearchTableViewCellModel,
        observing onValue: @escaping @Sendable (Image?) -> Void = { _ in }
    ) async throws -> [Image?] {
        let values = try await Waiting.values(of: cellModel.getPreviewImage(fitting: previewSize).on(value: onValue))
        withExtendedLifetime(cellModel) {}
        return values
    }

    @Suite("texts")
    @MainActor
    struct Texts {
        @Test("takes the image's id")
        func id() {
            #expect(ImageSearchTableViewCellModelTests.cellModel().id == 7)
        }

        @Test("writes the page image's size as W x H and joins the tags with commas")
        func sizeAndTags() {
            let cellModel = ImageSearchTableViewCellModelTests.cellModel()
            #expect(cellModel.pageImageSizeText == "1007 x 2007")
            #expect(cellModel.tagText == "mountain, lake 7")
        }
    }

    @Suite("preview")
    @MainActor
    struct Preview {
        @Test("sends nil first, then the downloaded picture, then completes")
        func nilThenPicture() async throws {
            let values = try await ImageSearchTableViewCellModelTests.previewValues(of: ImageSearchTableViewCellModelTests.cellModel())
            #expect(values == [nil, SampleImages.picture(shade: 1)])
        }

        @Test("asks for the preview URL decoded at the size the view draws previews at")
        func requestedAtPreviewSize() async throws {
            let network = StubNetwork()
            _ = try await ImageSearchTableViewCellModelTests.previewValues(of: ImageSearchTableViewCellModelTests.cellModel(network: network))
            #expect(network.imageRequests == [
                StubNetwork.ImageRequest(url: "https://cdn.pixabay.example/preview/7.jpg", size: ImageSearchTableViewCellModelTests.previewSize),
            ])
        }

        @Test("sends the picture on the main queue, although the network answers off it")
        func onMainQueue() async throws {
            let onMainQueue = Log<Bool>()
            let values = try await ImageSearchTableViewCellModelTests.previewValues(of: ImageSearchTableViewCellModelTests.cellModel()) { _ in
                onMainQueue.append(MainQueue.isCurrent)
            }
            #expect(values.count == 2)
            #expect(onMainQueue.values == [true, true])
        }

        @Test("once downloaded, later calls send the cached picture at once, without the nil and without a download")
        func cached() async throws {
            let network = StubNetwork()
            let cellModel = ImageSearchTableViewCellModelTests.cellModel(network: network)
            _ = try await ImageSearchTableViewCellModelTests.previewValues(of: cellModel)
            let sentAtOnce = Log<Image?>()
            cellModel.getPreviewImage(fitting: previewSize).startWithValues { sentAtOnce.append($0) }
            #expect(sentAtOnce.values == [SampleImages.picture(shade: 1)])
            #expect(network.imageRequests.count == 1)
        }

        @Test("a failed download sends nothing after the nil and completes")
        func failure() async throws {
            let network = StubNetwork(answer: .failure(.notConnectedToInternet))
            let values = try await ImageSearchTableViewCellModelTests.previewValues(of: ImageSearchTableViewCellModelTests.cellModel(network: network))
            #expect(values == [nil])
            #expect(network.imageRequests.count == 1)
        }

        @Test("disposing the producer, as a reused cell does, cancels the download")
        func disposed() {
            let network = StubNetwork(answer: .nothing)
            let cellModel = ImageSearchTableViewCellModelTests.cellModel(network: network)
            let preview = cellModel.getPreviewImage(fitting: previewSize).start()
            #expect(network.cancelledImageURLs.isEmpty)
            preview.dispose()
            #expect(network.cancelledImageURLs == ["https://cdn.pixabay.example/preview/7.jpg"])
        }

        @Test("the download stops when the cell model is released, and does not keep it alive")
        func releasedCellModel() {
            let network = StubNetwork(answer: .nothing)
            var cellModel: ImageSearchTableViewCellModel? = ImageSearchTableViewCellModelTests.cellModel(network: network)
            weak let weakCellModel = cellModel
            cellModel?.getPreviewImage(fitting: previewSize).start()
            cellModel = nil
            #expect(weakCellModel == nil)
            #expect(network.cancelledImageURLs == ["https://cdn.pixabay.example/preview/7.jpg"])
        }
    }
}
