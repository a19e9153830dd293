import LessonKit

extension TraceText {
    /// The trace of `check`'s play as text, as `lessons trace` prints it, on the check's device.
    static func lines(tracing check: Check, layout: PackageLayout) throws -> [String] {
        guard let code = check.code else { return [] }
        let tracer = PlayTracer(layout: layout, toolchain: try Toolchain.find(), cacheDirectory: layout.defaultCache)
        return TraceText.render(try tracer.trace(code, play: check.play, device: check.device))
    }
}
