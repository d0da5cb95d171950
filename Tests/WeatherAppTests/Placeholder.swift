// WeatherAppTests — filled with the app's tests.
