// WeatherModelTests — filled with the app's tests.
