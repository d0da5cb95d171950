// ImageSearchAppTests — filled with the app's tests.
