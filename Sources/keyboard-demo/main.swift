import Foundation

// keyboard-demo: sample sessions, storyboards and replays of printed logs; see `DemoCommand.usage`.
exit(MainActor.assumeIsolated { DemoProgram(io: .standard).run(Array(CommandLine.arguments.dropFirst())) })
