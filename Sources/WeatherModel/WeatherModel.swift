// WeatherModel — the Weather Now model: Networking, WeatherFetcher, City. Filled by the Weather Now issue.
