import Foundation

extension ResponseEntity: Decodable {
    /// The Pixabay keys of a search answer.
    private enum CodingKeys: String, CodingKey {
        case total, totalHits, hits
    }

    /// Decodes a Pixabay search answer: `totalHits` (an integer) and `hits` (an array of
    /// ``ImageEntity``), both required, and `total` (the matches, reachable or not) when it is
    /// an integer; other keys are ignored. One undecodable hit makes the whole page undecodable.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            totalCount: try container.decode(Int64.self, forKey: .totalHits),
            images: try container.decode([ImageEntity].self, forKey: .hits),
            matchCount: try? container.decodeIfPresent(Int64.self, forKey: .total))
    }

    /// The page that `json` holds, or ``NetworkError/incorrectDataReturned`` when it is not a
    /// Pixabay search answer (malformed or truncated JSON, `{}`, a missing key, a wrong type).
    public static func decoding(_ json: Data) -> Result<ResponseEntity, NetworkError> {
        Result { try JSONDecoder().decode(ResponseEntity.self, from: json) }.mapError { _ in .incorrectDataReturned }
    }
}
