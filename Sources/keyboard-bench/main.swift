print("keyboard-bench: not yet")
