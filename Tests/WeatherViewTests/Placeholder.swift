// WeatherViewTests — filled with the app's tests.
