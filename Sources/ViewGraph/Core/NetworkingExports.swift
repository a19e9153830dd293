// On Apple platforms `import SwiftUI` brings URLSession with Foundation; on Linux it lives in its own
// module, so the engine re-exports it for lesson code that fetches (and fails offline, as it should).
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
