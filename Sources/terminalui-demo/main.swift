// terminalui-demo: a small TerminalUI program, and the end-to-end tests' subject.
// Keys: anything is echoed on the status line; q or Ctrl-C quits.
import TerminalUI

let application = Application()
application.window.rootViewController = DemoViewController(application: application)
application.run()
