// weather — the Weather Now composition root. Filled by the Weather Now issue.
print("weather: not built yet")
