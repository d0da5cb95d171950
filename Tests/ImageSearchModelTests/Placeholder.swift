// ImageSearchModelTests — filled with the app's tests.
