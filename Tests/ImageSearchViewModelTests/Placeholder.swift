// ImageSearchViewModelTests — filled with the app's tests.
