#!/usr/bin/env python3
"""Writes the load test's query mix: a few thousand distinct searches of the kind Image Search makes.

Usage: queries.py BASE_URL OUTPUT_FILE

The vocabulary is read from the server itself (the tags of every image, in English and Japanese),
and each base search is asked once for its total, so that only pages that exist are listed (a page
past the last hit is an error, which the load test must not count). The mix: every tag alone and
up to 1,000 pairs of tags (nine in ten of them tags that occur together), three in ten with a filter
(type, orientation, colours, category, editors' choice, size, safesearch), half of them
in Japanese (lang=ja); each in both orders, 20 or 50 per page, and every page up to the fifth that
has hits. Seeded, so every run lists the same searches.
"""
import json
import random
import sys
import urllib.parse
import urllib.request

base, output = sys.argv[1], sys.argv[2]
rng = random.Random(6)


def get(query):
    with urllib.request.urlopen(f"{base}/api/?key=querymix&{query}") as response:
        return json.load(response)


def tag_lists(lang):
    lists = []
    for page in (1, 2):
        lists += [[tag.strip() for tag in hit["tags"].split(",")] for hit in get(f"per_page=200&page={page}&lang={lang}")["hits"]]
    return lists


english, japanese = tag_lists("en"), tag_lists("ja")
filters = ["image_type=photo", "image_type=illustration", "orientation=horizontal", "orientation=vertical",
           "colors=blue", "colors=red,orange", "category=backgrounds", "category=nature", "editors_choice=true",
           "min_width=2000", "safesearch=true"]


def pick_filter():
    """No filter for seven searches in ten, as a user mostly just types words."""
    return rng.choice(filters) if rng.random() < 0.3 else ""


bases = set()
for lists, lang in ((english, "en"), (japanese, "ja")):
    words = sorted({tag for tags in lists for tag in tags})
    for word in words:
        bases.add((word, lang, pick_filter()))
    for _ in range(500):
        # Mostly tags that occur together (what a user refines a search with), some that never do.
        pair = rng.sample(rng.choice(lists), 2) if rng.random() < 0.9 else rng.sample(words, 2)
        bases.add((" ".join(pair), lang, pick_filter()))

paths = []
for words, lang, extra in sorted(bases):
    query = "q=" + urllib.parse.quote_plus(words) + ("&lang=ja" if lang == "ja" else "") + ("&" + extra if extra else "")
    total = min(get(query + "&per_page=3")["total"], 500)
    for order in ("popular", "latest"):
        per_page = rng.choice((20, 20, 50))
        last = max(1, min(5, -(-total // per_page)))
        for page in range(1, last + 1):
            paths.append(f"/api/?key=loadtest&{query}&order={order}&per_page={per_page}&page={page}")
rng.shuffle(paths)
with open(output, "w") as file:
    file.write("\n".join(paths) + "\n")
print(f"{len(paths)} distinct searches from {len(bases)} queries", file=sys.stderr)
