// weather — the Weather Now composition root: parses the command line, chooses the weather
// source, builds the Swinject container (WeatherContainer) and runs the screen.
WeatherCommand.main()
