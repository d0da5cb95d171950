// ImageSearchViewTests — filled with the app's tests.
