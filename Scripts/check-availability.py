#!/usr/bin/env python3
"""Checks that the UIKit adapter uses no UIKit member where UIKit's headers mark it unavailable.

Usage: Scripts/check-availability.py SDK [SOURCES]
  SDK      an iPhoneOS SDK folder (check-apple-sdk.sh runs this with each one it checks)
  SOURCES  the Swift sources to check; Sources/KeyboardAvoidanceUIKit by default

No visionOS SDK is at hand and the tvOS one lacks some frameworks, so this reads the iOS SDK's
UIKit headers: every property, method, class, protocol and enum declared there with
API_UNAVAILABLE(tvos) or API_UNAVAILABLE(visionos), on the declaration or on its enclosing
@interface or enum. A name counts as unavailable on a platform only when every declaration of it
is. Each line of Sources/KeyboardAvoidanceUIKit is compiled for the platforms its #if conditions
allow (os(), canImport(), targetEnvironment(macCatalyst) is false, anything else true); a word on
it that names an unavailable member there is reported. Swift names that differ from Objective-C
selectors (caretRect(for:)) are not matched: the tvOS build covers tvOS, this is visionOS's net.
"""
import pathlib
import re
import sys

PLATFORMS = ("iOS", "tvOS", "visionOS")
HEADER_NAMES = {"tvos": "tvOS", "visionos": "visionOS"}


def unavailable(text):
    found = set()
    for group in re.findall(r"API_UNAVAILABLE\(([^)]*)\)", text):
        found |= {HEADER_NAMES[p.strip()] for p in group.split(",") if p.strip() in HEADER_NAMES}
    return found


def index_headers(folder):
    """Maps each declared name to the platforms on which every declaration of it is unavailable."""
    names = {}

    def declare(name, platforms):
        names.setdefault(name, []).append(platforms)

    for header in sorted(folder.glob("*.h")):
        container = set()  # the enclosing @interface's unavailability
        previous, enum = "", None
        for line in header.read_text(errors="replace").splitlines():
            if m := re.match(r"\s*@(interface|protocol)\s+(\w+)", line):
                container = unavailable(previous + line)
                declare(m[2], container)
            elif line.startswith("@end"):
                container = set()
            elif m := re.match(r"typedef NS_(?:ENUM|OPTIONS)\(\w+,\s*(\w+)\)", line):
                enum = m[1]
                container = set()
            elif m := re.match(r"\}\s*(.*);", line):
                if enum:
                    platforms = unavailable(m[1])
                    declare(enum, platforms)
                    # UIScrollViewKeyboardDismissMode is UIScrollView.KeyboardDismissMode in Swift.
                    if s := re.match(r"UI[A-Z][a-z]+(?:[A-Z][a-z]+)*?View([A-Z]\w+)", enum):
                        declare(s[1], platforms)
                    enum = None
            elif m := re.match(r"\s*@property\b[^;]*?\**\s*(\w+)\s*(?:API_|NS_|UIKIT_|__|;)", line):
                declare(m[1], container | unavailable(line))
            elif m := re.match(r"\s*[-+]\s*\([^)]*\)\s*(\w+)", line):
                declare(m[1], container | unavailable(line))
            previous = line
    return {n: set.intersection(*map(set, decls)) for n, decls in names.items() if set.intersection(*map(set, decls))}


def condition(text, platform):
    expr = re.sub(r"os\((\w+)\)", lambda m: str(m[1] == platform), text)
    expr = re.sub(r"targetEnvironment\(\w+\)", "False", expr)
    expr = re.sub(r"\w+\([^)]*\)", "True", expr)
    expr = expr.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
    try:
        return bool(eval(expr, {"__builtins__": {}}, {}))
    except Exception:
        return True


def check(source, names):
    problems = []
    for path in sorted(source.rglob("*.swift")):
        stack = []  # per #if: (whether each platform is on in this branch, taken by an earlier branch)
        for number, line in enumerate(path.read_text().splitlines(), 1):
            directive = re.sub(r"//.*", "", line).strip()
            if m := re.match(r"#(if|elseif)\s+(.*)", directive):
                value = {p: condition(m[2], p) for p in PLATFORMS}
                if m[1] == "if":
                    stack.append((value, dict(value)))
                else:
                    _, taken = stack[-1]
                    stack[-1] = ({p: value[p] and not taken[p] for p in PLATFORMS},
                                 {p: taken[p] or value[p] for p in PLATFORMS})
                continue
            if directive.startswith("#else"):
                _, taken = stack[-1]
                stack[-1] = ({p: not taken[p] for p in PLATFORMS}, taken)
                continue
            if directive.startswith("#endif"):
                stack.pop()
                continue
            code = re.sub(r'//.*|"(?:[^"\\]|\\.)*"', "", line)
            active = [p for p in PLATFORMS if all(branch[p] for branch, _ in stack)]
            # Names of one or two letters are geometry's (CGPoint.x), not UIKit's; an argument label
            # (`visible:` after a parenthesis or a comma) is not a member.
            code = re.sub(r"(?<=[(,])\s*\w+\s*:(?!:)", "", code)
            for word in set(re.findall(r"\b\w{3,}\b", code)):
                for platform in names.get(word, set()) & set(active):
                    problems.append(f"{path}:{number}: {word} is unavailable on {platform}")
    return problems


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__.split("\n\n")[1])
    root = pathlib.Path(__file__).resolve().parent.parent
    sources = pathlib.Path(sys.argv[2]) if len(sys.argv) == 3 else root / "Sources/KeyboardAvoidanceUIKit"
    headers = pathlib.Path(sys.argv[1]) / "System/Library/Frameworks/UIKit.framework/Headers"
    names = index_headers(headers)
    # The index must know what the issue that asked for this check names, or it reads nothing.
    for name, platform in (("keyboardDismissMode", "visionOS"), ("keyboardLayoutGuide", "tvOS")):
        if platform not in names.get(name, set()):
            sys.exit(f"availability: the header index does not mark {name} unavailable on {platform}: {headers}")
    problems = check(sources, names)
    for problem in problems:
        print(f"  {problem}")
    print(f"availability: {sources.name} against {len(names)} UIKit names unavailable on tvOS or visionOS: "
          f"{len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
