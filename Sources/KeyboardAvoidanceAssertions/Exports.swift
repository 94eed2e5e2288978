// A user's test file imports its test framework and this module, nothing more: `check()` comes with
// the simulator, the device profiles, the laws, the headless models, the kit's own types and Foundation's
// geometry that every such test writes, so this module re-exports them. `@_exported` is the only way
// Swift has to re-export a module; it is underscored, and this file is its one use.
@_exported public import Foundation
@_exported public import KeyboardAvoidance
@_exported public import KeyboardAvoidanceHeadless
@_exported public import KeyboardAvoidanceLaws
@_exported public import KeyboardAvoidanceTesting
#if canImport(CoreGraphics)
    @_exported public import CoreGraphics
#endif
