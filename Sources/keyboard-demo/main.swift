import Foundation

// keyboard-demo: scripted keyboard sessions of the kit's samples, storyboards, and replays of
// printed device logs. See `DemoCommand.usage`.
exit(MainActor.assumeIsolated { DemoProgram(io: .standard).run(Array(CommandLine.arguments.dropFirst())) })
