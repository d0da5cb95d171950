// WeatherView — the Weather Now screen on TerminalUI. Filled by the Weather Now issue.
