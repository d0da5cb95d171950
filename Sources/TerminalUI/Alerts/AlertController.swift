import ReactiveCore

/// An alert or action sheet: a title, a message and a set of actions, shown modally —
/// TerminalUI's `UIAlertController`.
///
/// Add the actions, then present it with `present(_:)` from any controller on screen. While it
/// is shown it gets every key: Left/Right or Tab (alert) and Up/Down (action sheet, which
/// scrolls when the actions outnumber the rows) pick an action, Enter or Space choose it, Esc chooses the `.cancel` action (an action sheet without one is dismissed with no
/// choice; an alert without one ignores Esc). Choosing dismisses the alert — the focus goes back
/// where it was — then runs the action's handler and sends the action on `chosenAction`.
///
/// Main actor only. `chosenAction` sends at most one action and then completes, also when the
/// alert is dismissed without a choice.
@MainActor
open class AlertController: ViewController {
    /// The text under the title, wrapped to the box.
    public let message: String

    /// How the message's lines are aligned within it: centred (the default), or `.leading` for a
    /// message laid out as a list or table — the block stays centred in the box. Set it before
    /// presenting.
    public var messageAlignment = TextAlignment.center

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

    /// The alert's buttons, one per action in the order added (alerts only).
    private var buttons: [Button] = []
    private let buttonStack = StackView(axis: .horizontal, spacing: 2)
    /// The action sheet's list (action sheets only).
    private var actionList: ActionListView?

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

    /// Adds `action`. Add every action before presenting the alert: the dialog is built then.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// The actions in the order shown: as added for an alert; cancel actions last in an action
    /// sheet.
    public var shownActions: [AlertAction] {
        preferredStyle == .alert ? actions : actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
    }

    /// The dialog: title, message and the actions in a framed box over the dimmed screen.
    open override func loadView() -> View {
        let isAlert = preferredStyle == .alert
        let content = StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(horizontal: 1), alignment: isAlert ? .center : .fill)
        if !title.isEmpty {
            content.addArrangedSubview(Label(title, style: Style(attributes: .bold), alignment: .center, numberOfLines: 0))
        }
        if !message.isEmpty {
            content.addArrangedSubview(Label(message, alignment: messageAlignment, numberOfLines: 0))
        }
        if isAlert {
            buttons = actions.map { action in
                Button(action.title, style: Self.style(for: action.style)) { [weak self] _ in self?.choose(action) }
            }
            for button in buttons { buttonStack.addArrangedSubview(button) }
            content.addArrangedSubview(buttonStack)
        } else {
            let shown = shownActions
            let list = ActionListView(rows: shown.map { ($0.title, Self.style(for: $0.style)) })
            list.choose = { [weak self] index in self?.choose(shown[index]) }
            actionList = list
            content.addArrangedSubview(list)
        }
        return DialogView(content: content, placement: isAlert ? .center : .bottom, maximumContentWidth: isAlert ? 50 : 60)
    }

    /// Puts the focus (or the action sheet's selection) on `preferredAction`, if set.
    open override func viewDidAppear() {
        guard let preferredAction else { return }
        if let index = actions.firstIndex(where: { $0 === preferredAction }), index < buttons.count {
            buttons[index].becomeFocused()
        }
        if let actionList, let index = shownActions.firstIndex(where: { $0 === preferredAction }) {
            actionList.selectedIndex = index
        }
    }

    /// Esc cancels; in an alert Left/Right move between the buttons.
    open override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        switch event.key {
        case .escape:
            if let cancel = actions.last(where: { $0.style == .cancel }) {
                choose(cancel)
            } else if preferredStyle == .actionSheet, !isAnswered {
                isAnswered = true
                dismiss()
                chosenActionInput.sendCompleted()
            }
            return true
        case .left where preferredStyle == .alert, .right where preferredStyle == .alert:
            view.window?.moveFocus(forward: event.key == .right, in: buttonStack)
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

    private static func style(for style: AlertActionStyle) -> Style {
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
