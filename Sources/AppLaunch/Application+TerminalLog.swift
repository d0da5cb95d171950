import Logging
import TerminalUI

extension Application {
    /// Logs what the terminal said of its background (OSC 11) and the palette chosen for it, as
    /// `terminal background=#ffffff, light`, once it is known and whenever a late answer changes
    /// it. Main actor, like the application; set before `run()`.
    public func logsBackground(to logger: Logger) {
        backgroundHandler = { background in
            logger.info("terminal", metadata: ["background": "\(background)"])
        }
    }
}
