import AppSupport
import Foundation

extension NetworkError: CustomStringConvertible {
    /// What went wrong and what the user can do about it, in `language`. A retry time is given
    /// as a clock time in `timeZone`. A refused request suggests checking the API key only when
    /// `keyVariable` names the variable holding the key the user set (nil: no key of theirs is
    /// in use, so there is nothing for them to check).
    public func description(in language: AppLanguage, timeZone: TimeZone = .current, keyVariable: String? = nil) -> String {
        switch self {
        case .unknown:
            language.text(
                english: "Something went wrong while talking to the server. Try again in a moment.",
                japanese: "サーバーとの通信中に問題が発生しました。少し待ってから、もう一度お試しください。")
        case .notConnectedToInternet:
            language.text(
                english: "This computer is not connected to the internet. Check the network connection, then try again.",
                japanese: "インターネットに接続されていません。ネットワーク接続を確認してから、もう一度お試しください。")
        case .internationalRoamingOff:
            language.text(
                english: "Only roaming data is available, and it is turned off. Turn data roaming on or use another connection.",
                japanese: "ローミング中のデータ通信がオフになっています。データローミングをオンにするか、別の接続をお使いください。")
        case .notReachedServer:
            language.text(
                english: "The server could not be reached. Check the server address and the network connection, then try again.",
                japanese: "サーバーに接続できませんでした。サーバーのアドレスとネットワーク接続を確認して、もう一度お試しください。")
        case .connectionLost:
            language.text(
                english: "The connection was lost before the answer arrived. Try again.",
                japanese: "応答を受け取る前に接続が切れました。もう一度お試しください。")
        case .incorrectDataReturned:
            language.text(
                english: "The server's answer could not be read. Try again later, and check that the server speaks the Pixabay API.",
                japanese: "サーバーの応答を読み取れませんでした。時間をおいてもう一度お試しいただくか、サーバーが Pixabay API に対応しているか確認してください。")
        case let .requestRejected(statusCode, message):
            language.text(
                english: "The server refused the request (HTTP \(statusCode)\(message.isEmpty ? "" : ": \(message)")).",
                japanese: "サーバーがリクエストを拒否しました（HTTP \(statusCode)\(message.isEmpty ? "" : "：\(message)")）。")
                + (keyVariable.map { variable in
                    language.text(english: " Check the API key in \(variable).", japanese: "\(variable) の API キーを確認してください。")
                } ?? "")
        case let .serverError(statusCode):
            language.text(
                english: "The server ran into a problem (HTTP \(statusCode)). Try again in a few minutes.",
                japanese: "サーバー側で問題が発生しました（HTTP \(statusCode)）。数分後にもう一度お試しください。")
        case let .rateLimited(retryAt):
            language.text(
                english: "The server's limit on requests is used up for now. Searching resumes at \(ClockTime.text(of: retryAt, in: timeZone)).",
                japanese: "サーバーへのリクエスト回数が上限に達しました。\(ClockTime.text(of: retryAt, in: timeZone)) に検索を再開します。")
        }
    }

    /// The description in English, for logs.
    public var description: String {
        description(in: .english)
    }
}
