// ImageSearchModel — the Pixabay client's model layer: `Networking`, `ImageSearching` and the
// entities. Knows nothing of view models or views. Filled by the Image Search issues.
