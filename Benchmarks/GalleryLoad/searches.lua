-- wrk script: cycles through typical Image Search queries (one FTS5 query each) and reports
-- non-2xx answers, which must stay at zero.
local queries = {
  "q=mountain", "q=blue", "q=fractal", "q=sunset+lake", "q=pattern&per_page=50", "q=bubbles",
  "q=green&order=latest", "q=night&image_type=photo", "q=abstract&colors=red", "q=ocean&page=2",
}
local counter = 0

request = function()
  counter = counter + 1
  return wrk.format("GET", "/api/?key=loadtest&" .. queries[(counter % #queries) + 1])
end

done = function(summary, latency, requests)
  io.write(string.format("requests %d, errors: connect %d read %d write %d timeout %d status %d\n",
    summary.requests, summary.errors.connect, summary.errors.read, summary.errors.write,
    summary.errors.timeout, summary.errors.status))
  io.write(string.format("p50 %.2f ms, p99 %.2f ms\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
