import AppSupport
import Foundation

extension WeatherFetchError: CustomStringConvertible {
    /// The variable that holds the user's own OpenWeatherMap key, as the descriptions name it.
    public static let keyVariable = "OPENWEATHERMAP_API_KEY"

    /// Why the weather server gave no weather and what the user can do about it, in `language`;
    /// written to follow a title saying that the weather server cannot be reached. A retry time
    /// is given as a clock time in `timeZone`.
    public func description(in language: AppLanguage, timeZone: TimeZone = .current) -> String {
        switch self {
        case .notConnectedToInternet:
            language.text(
                english: "This computer is not connected to a network. Connect it, then try again.",
                japanese: "このコンピューターはネットワークにつながっていません。接続してから、もう一度お試しください。")
        case let .serverNotReached(reason):
            Self.description(of: reason, in: language)
        case .connectionLost:
            language.text(
                english: "The connection broke before the weather arrived. Try again.",
                japanese: "天気のデータを受け取る前に接続が切れました。もう一度お試しください。")
        case let .invalidKey(message):
            language.text(
                english: "The server refused the API key (HTTP 401\(Self.quoted(message, in: language))). Check \(Self.keyVariable); a new key can take a few hours to start working.",
                japanese: "サーバーが API キーを受け付けませんでした（HTTP 401\(Self.quoted(message, in: language))）。\(Self.keyVariable) を確認してください。新しいキーは使えるようになるまで数時間かかることがあります。")
        case let .requestRejected(statusCode, message):
            language.text(
                english: "The server turned the request down (HTTP \(statusCode)\(Self.quoted(message, in: language))). Check the server address and \(Self.keyVariable).",
                japanese: "サーバーがリクエストを断りました（HTTP \(statusCode)\(Self.quoted(message, in: language))）。サーバーのアドレスと \(Self.keyVariable) を確認してください。")
        case let .rateLimited(retryAt?):
            language.text(
                english: "The weather service's limit on requests is used up. It takes requests again at \(ClockTime.text(of: retryAt, in: timeZone)).",
                japanese: "天気サービスへのリクエスト回数が上限に達しました。\(ClockTime.text(of: retryAt, in: timeZone)) からまた受け付けます。")
        case .rateLimited(nil):
            language.text(
                english: "The weather service's limit on requests is used up. Wait a few minutes, then try again.",
                japanese: "天気サービスへのリクエスト回数が上限に達しました。数分待ってから、もう一度お試しください。")
        case let .serverError(statusCode):
            language.text(
                english: "The weather server ran into a problem of its own (HTTP \(statusCode)). Try again in a few minutes.",
                japanese: "天気サーバー側で問題が起きました（HTTP \(statusCode)）。数分後にもう一度お試しください。")
        case .incorrectDataReturned:
            language.text(
                english: "The server's answer could not be read as weather. Check that the server address points at an OpenWeatherMap-compatible server, then try again.",
                japanese: "サーバーの応答を天気のデータとして読み取れませんでした。サーバーのアドレスが OpenWeatherMap 互換のサーバーを指しているか確認してから、もう一度お試しください。")
        case let .unknown(code):
            language.text(
                english: "Something went wrong while asking the weather server (error \(code)). Try again.",
                japanese: "天気サーバーへの問い合わせ中に問題が起きました（エラー \(code)）。もう一度お試しください。")
        }
    }

    /// The description in English, for logs.
    public var description: String {
        description(in: .english)
    }

    private static func description(of reason: TransportError.Unreachable, in language: AppLanguage) -> String {
        switch reason {
        case .timedOut:
            language.text(
                english: "The weather server did not answer in time. Try again in a moment.",
                japanese: "天気サーバーから時間内に応答がありませんでした。少し待ってから、もう一度お試しください。")
        case .cannotFindHost:
            language.text(
                english: "No server is known by the weather server's name. Check the server address and the network, then try again.",
                japanese: "天気サーバーの名前に当たるサーバーが見つかりません。サーバーのアドレスとネットワークを確認してから、もう一度お試しください。")
        case .cannotConnect:
            language.text(
                english: "Nothing answers at the weather server's address; the server may have stopped. Start it or check the address, then try again.",
                japanese: "天気サーバーのアドレスで応答がありません。サーバーが止まっているかもしれません。サーバーを起動するかアドレスを確認してから、もう一度お試しください。")
        case .dnsFailure:
            language.text(
                english: "Server names cannot be looked up (DNS fails). Check the network settings, then try again.",
                japanese: "サーバー名を調べられません（DNS が使えません）。ネットワークの設定を確認してから、もう一度お試しください。")
        }
    }

    /// ": message" (or "：message" in Japanese), or nothing when the server gave no message.
    private static func quoted(_ message: String, in language: AppLanguage) -> String {
        message.isEmpty ? "" : language.text(english: ": ", japanese: "：") + message
    }
}
