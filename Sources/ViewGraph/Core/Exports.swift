// `import SwiftUI` brings Observation with it (`@Observable`, `withObservationTracking`), and so does the engine.
@_exported import Observation
// So does Foundation (`Date`, `URL`, formatting), which `import SwiftUI` re-exports on Apple platforms.
@_exported import Foundation
