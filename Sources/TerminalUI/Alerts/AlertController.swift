import ReactiveCore

/// An alert or action sheet: a title, a message and a set of actions, shown modally —
/// TerminalUI's `UIAlertController`.
///
/// Present it with `present(_:)` from any controller on screen. While it is shown it gets every
/// key: Left/Right (alert) or Up/Down (action sheet) and Tab pick an action, Enter or Space
/// choose it, Esc chooses the `.cancel` action (an action sheet without one is dismissed with no
/// choice; an alert without one ignores Esc). Choosing dismisses the alert — the focus goes back
/// where it was — then runs the action's handler and sends the action on `chosenAction`.
///
/// Main actor only. `chosenAction` sends at most one action and then completes, also when the
/// alert is dismissed without a choice.
@MainActor
open class AlertController: ViewController {
    /// The text under the title, wrapped to the box.
    public let message: String

    /// Whether this is an alert or an action sheet.
    public let preferredStyle: AlertControllerStyle

    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []

    /// The action whose button has the focus when the alert appears (the first one when nil).
    public var preferredAction: AlertAction?

    /// The action the user chose, once; completes after it or on dismissal without a choice.
    public let chosenAction: Signal<AlertAction, Never>
    private let chosenActionInput: Signal<AlertAction, Never>.Observer

    /// Whether an action was chosen or the alert was cancelled: it answers once.
    private var isAnswered = false

    /// The buttons of `actions`, in the same order.
    private var buttons: [Button] = []
    /// The styles of the actions in the order their buttons are shown.
    private var shownStyles: [AlertActionStyle] = []
    private let buttonStack = StackView()

    /// An alert (or action sheet) with `title` and `message` and no actions yet.
    public init(title: String, message: String = "", preferredStyle: AlertControllerStyle = .alert) {
        self.message = message
        self.preferredStyle = preferredStyle
        (chosenAction, chosenActionInput) = Signal.pipe()
        super.init(title: title)
    }

    deinit {
        chosenActionInput.sendCompleted()
    }

    /// Adds `action` (before presenting the alert). Action sheets list cancel actions last.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        let button = Button(action.title, style: Self.buttonStyle(for: action.style), isBordered: preferredStyle == .alert)
        button.action = { [weak self] _ in self?.choose(action) }
        buttons.append(button)
        let position = preferredStyle == .actionSheet && action.style != .cancel
            ? shownStyles.firstIndex(of: .cancel) ?? shownStyles.count
            : shownStyles.count
        shownStyles.insert(action.style, at: position)
        buttonStack.insertArrangedSubview(button, at: position, size: preferredStyle == .alert ? .fit : .fixed(1))
    }

    /// The dialog: title, message and buttons in a framed box over the dimmed screen.
    open override func loadView() -> View {
        let isAlert = preferredStyle == .alert
        buttonStack.axis = isAlert ? .horizontal : .vertical
        buttonStack.spacing = isAlert ? 2 : 0
        let content = StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(horizontal: 1), alignment: isAlert ? .center : .fill)
        if !title.isEmpty {
            content.addArrangedSubview(Label(title, style: Style(attributes: .bold), alignment: .center, numberOfLines: 0))
        }
        if !message.isEmpty {
            content.addArrangedSubview(Label(message, alignment: .center, numberOfLines: 0))
        }
        content.addArrangedSubview(buttonStack)
        return DialogView(content: content, placement: isAlert ? .center : .bottom, maximumContentWidth: isAlert ? 50 : 60)
    }

    /// Focuses the button of `preferredAction`, if set.
    open override func viewDidAppear() {
        guard let preferredAction, let index = actions.firstIndex(where: { $0 === preferredAction }) else { return }
        buttons[index].becomeFocused()
    }

    /// Moves between the buttons with the arrows of the dialog's direction; Esc cancels.
    open override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        let isAlert = preferredStyle == .alert
        switch event.key {
        case .escape:
            if let cancel = actions.last(where: { $0.style == .cancel }) {
                choose(cancel)
            } else if !isAlert, !isAnswered {
                isAnswered = true
                dismiss()
                chosenActionInput.sendCompleted()
            }
            return true
        case .left where isAlert, .up where !isAlert:
            view.window?.moveFocus(forward: false, in: buttonStack)
            return true
        case .right where isAlert, .down where !isAlert:
            view.window?.moveFocus(forward: true, in: buttonStack)
            return true
        default:
            return false
        }
    }

    /// Chooses `action` as if the user had: dismisses the alert, runs the handler, sends it.
    /// Only the first choice counts.
    public func choose(_ action: AlertAction) {
        guard !isAnswered else { return }
        isAnswered = true
        dismiss()
        action.handler?(action)
        chosenActionInput.send(value: action)
        chosenActionInput.sendCompleted()
    }

    private static func buttonStyle(for style: AlertActionStyle) -> Style {
        switch style {
        case .default: .plain
        case .cancel: Style(attributes: .bold)
        case .destructive: Style(foreground: .red)
        }
    }
}

extension Reactive where Base: AlertController {
    /// The action the user chose, once; see `AlertController.chosenAction`.
    @MainActor public var chosenAction: Signal<AlertAction, Never> {
        base.chosenAction
    }
}
