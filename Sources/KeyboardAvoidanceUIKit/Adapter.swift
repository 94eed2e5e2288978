#if canImport(UIKit)
#endif
