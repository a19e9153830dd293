// `import SwiftUI` brings Observation with it (`@Observable`, `withObservationTracking`), and so does the engine.
@_exported import Observation
