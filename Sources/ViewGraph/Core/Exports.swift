// So does Foundation (`Date`, `URL`, formatting), which `import SwiftUI` re-exports on Apple platforms.
@_exported import Foundation
// `import SwiftUI` brings Observation with it (`@Observable`, `withObservationTracking`), and so does the engine.
@_exported import Observation

#if !canImport(Darwin)
// And Darwin's time constants, which `import SwiftUI` brings through Foundation on Apple platforms:
// public code sleeps with `Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)` (pihero's counting view, 2025,
// counts with `Task.sleep(nanoseconds: NSEC_PER_SEC)`). Glibc's
// Dispatch has none of them, so such code would not build here. Same types and values as <sys/time.h>.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000
#endif
