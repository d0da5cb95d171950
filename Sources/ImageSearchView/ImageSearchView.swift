// ImageSearchView — the Pixabay client's screens on TerminalUI. Binds, does not decide.
// Filled by the Image Search issues.
