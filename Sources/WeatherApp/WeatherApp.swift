// WeatherApp — the Weather Now app (model, view model and screen). Filled by the Weather issue.
