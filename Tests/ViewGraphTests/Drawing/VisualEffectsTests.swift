import Foundation
import Testing

@testable import ViewGraph

extension EngineTests {
    @Test("projectionEffect(_:) leaves the content and its frame as they were, and is listed as not modelled")
    func projectionEffectKeepsLayout() async throws {
        UnmodelledAPI.reset()
        var skew = ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0))
        skew.m13 = 0.001
        let plain = Host.recording()
        await plain.launch { Text("Tilted").padding() }
        let skewed = Host.recording()
        await skewed.launch { Text("Tilted").padding().projectionEffect(skew) }
        #expect(skewed.screenWithFrames() == plain.screenWithFrames())
        #expect(UnmodelledAPI.used == ["projectionEffect"])
    }
}

extension EngineTests {
    @Test(
        "luminanceToAlpha() and transformEffect(_:) leave the content and its frame as they were, and are listed as not modelled"
    )
    func luminanceAndTransformEffectKeepLayout() async throws {
        UnmodelledAPI.reset()
        let plain = Host.recording()
        await plain.launch { Text("Glow").padding() }
        let changed = Host.recording()
        await changed.launch {
            Text("Glow").padding().luminanceToAlpha().transformEffect(CGAffineTransform(translationX: 40, y: 0))
        }
        #expect(changed.screenWithFrames() == plain.screenWithFrames())
        #expect(UnmodelledAPI.used == ["luminanceToAlpha", "transformEffect"])
    }
}
