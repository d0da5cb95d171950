-- wrk script: each request is a search drawn at random from a list of paths, one a line (the file
-- named after `--`, written by queries.py: a few thousand distinct searches), or, without a file,
-- one of ten fixed searches (a mix a cache answers entirely). Reports the latency percentiles and
-- any errors and non-2xx answers, which must stay at zero.
local paths = {}

init = function(args)
  if args[1] then
    for line in io.lines(args[1]) do
      if line ~= "" then paths[#paths + 1] = line end
    end
  else
    for _, query in ipairs({
      "q=mountain", "q=blue", "q=fractal", "q=sunset+lake", "q=pattern&per_page=50", "q=bubbles",
      "q=green&order=latest", "q=night&image_type=photo", "q=abstract&colors=red", "q=ocean&page=2",
    }) do
      paths[#paths + 1] = "/api/?key=loadtest&" .. query
    end
  end
  -- Each thread draws its own sequence.
  math.randomseed(os.time() + tonumber(tostring({}):match("0x(%x+)") or "0", 16))
end

request = function()
  return wrk.format("GET", paths[math.random(#paths)])
end

done = function(summary, latency, requests)
  io.write(string.format("requests %d, errors: connect %d read %d write %d timeout %d status %d\n",
    summary.requests, summary.errors.connect, summary.errors.read, summary.errors.write,
    summary.errors.timeout, summary.errors.status))
  io.write(string.format("p50 %.2f ms, p99 %.2f ms\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
