// ImageSearchViewModel — table, cell and detail view models of the Pixabay client. Imports the
// model and the reactive libraries, never TerminalUI. Filled by the Image Search issues.
