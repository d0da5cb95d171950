// terminalui-demo: TerminalUI's showcase, and the end-to-end tests' subject.
// A table of 10,000 rows with coloured thumbnails (Enter opens a row's picture, a shows an
// alert, o an action sheet, i the key-echo screen); Esc or Backspace goes back; q or Ctrl-C quits.
import TerminalUI

let application = Application()
application.window.rootViewController = DemoNavigationController(application: application)
application.run()
