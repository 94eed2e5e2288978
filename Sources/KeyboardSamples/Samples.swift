// Samples come in the samples issue.
