// imagesearch — the Image Search composition root. Filled by the Image Search issue.
print("imagesearch: not built yet")
