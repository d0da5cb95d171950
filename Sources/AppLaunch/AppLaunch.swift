// AppLaunch — what both composition roots share. Filled by the Image Search issue.
