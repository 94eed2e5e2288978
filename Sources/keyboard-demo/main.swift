import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting

/// keyboard-demo: runs the kit's sample controllers through scripted keyboard sessions.
@MainActor
func runDemo(arguments: [String]) -> Int32 {
    let devices: [KeyboardDeviceProfile] = [.smallPhone, .notchedPhone, .iPadLandscape]
    var device = KeyboardDeviceProfile.notchedPhone
    var samples = DemoSample.all
    var index = 0
    func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("keyboard-demo: \(message)\n".utf8))
        return 2
    }
    func key(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        switch argument {
        case "--help", "-h":
            print(usage)
            return 0
        case "--list":
            print("devices:")
            for profile in devices { print("  \(profile.name)  (\(profile))") }
            print("samples:")
            for sample in DemoSample.all { print("  \(sample.name)  (\(sample.approach))") }
            return 0
        case "--device", "--sample":
            guard index < arguments.count else { return fail("\(argument) needs a name") }
            let name = arguments[index]
            index += 1
            if argument == "--device" {
                guard let found = devices.first(where: { key($0.name) == key(name) }) else {
                    return fail("unknown device '\(name)'; valid devices: \(devices.map(\.name).joined(separator: ", "))")
                }
                device = found
            } else {
                guard let found = DemoSample.all.first(where: { key($0.name).hasPrefix(key(name)) && !key(name).isEmpty }) else {
                    return fail("unknown sample '\(name)'; valid samples: \(DemoSample.all.map(\.name).joined(separator: ", "))")
                }
                samples = [found]
            }
        default:
            return fail("unknown argument '\(argument)'\n\(usage)")
        }
    }
    for sample in samples {
        DemoSession(sample: sample, device: device).run { print($0) }
        print("")
    }
    return 0
}

let usage = """
    usage: keyboard-demo [--device NAME] [--sample NAME] [--list] [--help]

    Runs every sample controller (or one) through a scripted keyboard session on a device
    (default: iPhone 14) and prints a timeline: each notification, the keyboard's frame, where it
    is attached, how much it covers, the layout the kit produced, and whether the focused field
    is visible.
    """

exit(MainActor.assumeIsolated { runDemo(arguments: Array(CommandLine.arguments.dropFirst())) })
