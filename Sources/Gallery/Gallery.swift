// Gallery — a local server with the Pixabay and OpenWeatherMap HTTP APIs, over a generated demo
// gallery or a folder of the user's own pictures. Filled by the Gallery issue.
