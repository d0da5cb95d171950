import AppSupport
import TerminalUI
import WeatherViewModel

/// A city's detail screen, pushed by the list when Enter is pressed on a city: the weather group
/// (bold) and description (dim) under the title bar, then the figures of the answer the list
/// fetched, one per line (``DetailFieldsView``), and a status line with the keys. It binds the
/// ``CityDetailViewModel`` it is made with and decides nothing. Keys: `?` lists them; Esc and
/// Backspace go back (the navigation controller's), `q` quits (the app's).
///
/// Main actor only.
@MainActor
public final class CityDetailViewController: ViewController {
    /// What the screen shows.
    public let viewModel: CityDetailViewModel

    private let text: WeatherScreenText
    private let weatherLabel = Label(style: Style(attributes: .bold))
    private let descriptionLabel = Label(style: Style(attributes: .dim))
    private let fieldsView = DetailFieldsView()
    private let statusLine = StatusLine()

    /// A screen showing `viewModel`, its own texts in `language`.
    public init(viewModel: CityDetailViewModel, language: AppLanguage) {
        self.viewModel = viewModel
        text = WeatherScreenText(language: language)
        super.init(title: viewModel.title)
        statusLine.hints = text.detailHints.map { KeyHint($0.keys, $0.action) }
    }

    /// The weather line and the figures, the status line at the bottom.
    public override func loadView() -> View {
        weatherLabel.text = viewModel.weather
        descriptionLabel.text = viewModel.weatherDescription
        fieldsView.fields = viewModel.fields
        let weatherLine = StackView(axis: .horizontal, spacing: 2, padding: EdgeInsets(horizontal: 1), arrangedSubviews: [
            (weatherLabel, .fit), (descriptionLabel, .fill),
        ])
        return StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(top: 1), arrangedSubviews: [
            (weatherLine, .fixed(1)), (fieldsView, .fit), (View(), .fill), (statusLine, .fixed(1)),
        ])
    }

    /// `?` lists the keys.
    public override func handle(_ event: KeyEvent) -> Bool {
        guard event == KeyEvent(.character("?")) else { return false }
        present(KeysAlert.make(title: text.keysTitle, keys: text.detailKeys, close: text.close))
        return true
    }
}
