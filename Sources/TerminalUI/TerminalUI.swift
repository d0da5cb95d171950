// TerminalUI — the View toolkit for a terminal (the UIKit of our apps): run loop and main
// scheduler, input decoding, screen diff renderer and views.
// Depends on: ReactiveCore, ReactiveBindings, ImageCodec. Filled by the TerminalUI issue.
