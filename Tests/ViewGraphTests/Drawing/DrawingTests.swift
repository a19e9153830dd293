import Foundation
import Testing

@testable import ViewGraph

private struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * 2), y: 0))
    }
}

private struct Fade: AnimatableModifier {
    var animatableData: Double
    func body(content: Content) -> some View { content.opacity(animatableData) }
}

private struct Gauge: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            ProgressView(configuration)
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
        }
    }
}

private struct Drawn: View {
    @State private var attempts: CGFloat = 0
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Shake") { attempts += 1 }
                .modifier(Shake(animatableData: attempts))
            Circle().fill(
                RadialGradient(
                    stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], center: .center,
                    startRadius: 0, endRadius: 50), style: FillStyle(eoFill: true))
            Rectangle().strokeBorder(lineWidth: 2)
            Capsule().fill(ImagePaint(image: Image("stripes"), scale: 0.5))
            Path { $0.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)) }.trimmedPath(from: 0, to: 0.5)
            if shown {
                Text("Fading").transition(.modifier(active: Fade(animatableData: 0), identity: Fade(animatableData: 1)))
            }
            ProgressView(value: Float(0.25)).progressViewStyle(Gauge())
        }
    }
}

private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

private struct TriangleAboveText: View {
    var body: some View {
        VStack {
            Triangle().fill(.red)
            Text("Below the triangle")
        }
    }
}

/// Some corners rounded, the way sample apps write it with UIKit's path.
private struct RoundedCorner: Shape {
    var radius: CGFloat = 20
    var corners: UIRectCorner = [.topLeft, .bottomRight]
    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(
            roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

private struct FlipEffect: GeometryEffect {
    var angle: Double
    func effectValue(size: CGSize) -> ProjectionTransform {
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 500
        transform = CATransform3DRotate(transform, CGFloat(angle * .pi / 180), 0, 1, 0)
        transform = CATransform3DTranslate(transform, -size.width / 2, -size.height / 2, 0)
        return ProjectionTransform(transform)
    }
}

private struct Card: View {
    var body: some View {
        Text("Card")
            .background(RoundedCorner().fill(.blue))
            .modifier(FlipEffect(angle: 30))
    }
}

private struct Styled: View {
    var body: some View {
        VStack {
            Text("Muted").foregroundStyle(.primary.secondary)
            Text("Soft blue").foregroundStyle(Color.blue.tertiary)
            RoundedRectangle(cornerRadius: 15).stroke().stroke(style: StrokeStyle(lineWidth: 3))
            Text("Pill").clipShape(.capsule(style: .continuous)).background(Color(.green))
        }
    }
}

private struct Glitch {
    var offset: CGFloat = 0
}

private struct Blobs: View {
    @State private var trigger = false
    let frames = [LinearKeyframe(Glitch(offset: 4), duration: 0.1), LinearKeyframe(Glitch(), duration: 0.1)]
    var body: some View {
        VStack {
            Canvas { context, size in
                context.addFilter(.alphaThreshold(min: 0.4, color: .blue))
                context.addFilter(.blur(radius: 12))
            }
            KeyframeAnimator(initialValue: Glitch(), trigger: trigger) { value in
                Text("Glitch \(Int(value.offset))")
            } keyframes: { _ in
                for frame in frames { frame }
            }
            Button("Go") { trigger.toggle() }
                .background(Color.white.shadow(.drop(color: .black.opacity(0.15), radius: 6)), in: .capsule)
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Drawing and animation API")
    struct DrawingTests {
        @Test("Materials have SwiftUI's names on Material and as shape styles, and they are the same materials")
        func materialNames() {
            #expect(Material.regular == .regularMaterial)
            #expect(Material.ultraThin == .ultraThinMaterial)
            #expect(Material.thick != Material.thin)
        }

        @Test("A rounded rectangle keeps its corner size and style; a corner radius is a square corner size")
        func roundedRectangleCorners() {
            let oval = RoundedRectangle(cornerSize: CGSize(width: 20, height: 10), style: .circular)
            #expect(oval.cornerSize == CGSize(width: 20, height: 10))
            #expect(oval.style == .circular)
            let square = RoundedRectangle(cornerRadius: 12)
            #expect(square.cornerSize == CGSize(width: 12, height: 12))
            #expect(square.style == .continuous)
        }

        @Test(
            "background() with no style (the system background) keeps the content on the screen and is listed as not modelled"
        )
        func systemBackground() async throws {
            UnmodelledAPI.reset()
            let host = Host.recording()
            await host.launch { Text("Question 1 of 10").padding().background().cornerRadius(10) }
            #expect(host.screen() == ["Text \"Question 1 of 10\""])
            #expect(UnmodelledAPI.used.contains("background"))
        }

        @Test(
            "Any shape style takes an opacity as a fill or stroke; a gradient with an opacity is still a view where a view is wanted"
        )
        func shapeStyleOpacity() async throws {
            UnmodelledAPI.reset()
            let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
            let host = Host.recording()
            await host.launch {
                VStack {
                    Capsule().fill(gradient.opacity(0.8)).overlay(
                        Capsule().stroke(.secondary.opacity(0.3), lineWidth: 2))
                    Text("Score").foregroundStyle(.primary.opacity(0.75))
                    gradient.opacity(0.5)
                }
            }
            #expect(host.screen() == ["VStack", "  Text \"Score\""])
            #expect(Color.red.opacity(0.5) == Color.red.opacity(0.5))
            #expect(Color.red.opacity(0.5) != Color.red)
            #expect(UnmodelledAPI.used.contains("opacity"))
        }

        @Test("Angles add, subtract, scale and compare; their animatable data is in radians")
        func angleArithmetic() {
            var angle = Angle.degrees(90) + .degrees(45) - .degrees(15)
            #expect(angle.degrees == 120)
            angle *= 2
            #expect((angle / 4).degrees == 60)
            #expect(-angle == .degrees(-240))
            #expect(Angle.degrees(10) < .radians(1))
            #expect(abs(Angle.degrees(180).animatableData - Double.pi) < 1e-12)
            angle.animatableData = Double.pi / 2
            #expect(abs(angle.degrees - 90) < 1e-9)
        }

        @Test("An affine transform composes as Core Graphics composes it")
        func affineTransforms() {
            let moved = CGAffineTransform(translationX: 10, y: 5).scaledBy(x: 2, y: 4)
            #expect(CGPoint(x: 1, y: 1).applying(moved) == CGPoint(x: 12, y: 9))
            #expect(moved.concatenating(moved.inverted()).isIdentity)
            let projected = ProjectionTransform(CGAffineTransform(translationX: 4, y: 0))
            #expect(projected.m31 == 4 && projected.isAffine && !projected.isIdentity)
        }

        @Test(
            "Geometry effects, animatable modifiers, gradients with stops and custom progress styles build and keep the content on the screen"
        )
        func drawingBuildsAndShows() async throws {
            UnmodelledAPI.reset()
            let host = Host.recording()
            await host.launch { Drawn() }
            try await host.perform(.tap("Shake"))
            let screen = host.screen()
            #expect(screen.contains("  Button \"Shake\""))
            #expect(screen.contains("  Text \"Fading\""))
            #expect(screen.contains { $0.hasPrefix("  ProgressView") })
            #expect(UnmodelledAPI.used.contains("GeometryEffect"))
            #expect(UnmodelledAPI.used.contains("fill"))
        }

        @Test(
            "A rotation about z in 3D is the affine rotation; translate and rotate apply before the transform they are given"
        )
        func transforms3D() {
            let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            let affine = ProjectionTransform(CGAffineTransform(rotationAngle: .pi / 2))
            let projected = ProjectionTransform(quarter)
            #expect(abs(projected.m11 - affine.m11) < 1e-12 && abs(projected.m12 - affine.m12) < 1e-12)
            #expect(abs(projected.m21 - affine.m21) < 1e-12 && abs(projected.m22 - affine.m22) < 1e-12)
            let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
            #expect(moved.m41 == 20 && moved.m11 == 2)
            #expect(CATransform3DIsIdentity(CATransform3DConcat(CATransform3DIdentity, CATransform3DIdentity)))
            var perspective = CATransform3DIdentity
            perspective.m34 = -0.002
            // Perspective reaches the projection once a rotation out of the plane meets it.
            #expect(ProjectionTransform(perspective).isAffine)
            #expect(!ProjectionTransform(CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)).isAffine)
        }

        @Test(
            "A shape made from a UIBezierPath with some corners rounded, and a 3D geometry effect, build and keep their content on the screen"
        )
        func bezierAndFlip() async {
            UnmodelledAPI.reset()
            let host = Host.recording()
            await host.launch { Card() }
            #expect(host.screen() == ["Text \"Card\""])
            _ = RoundedCorner().path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        }

        @Test(
            "Hierarchical levels of any style, a stroke of a stroke, a capsule of a style and UIKit's fixed colours build; the shapes stay off the screen"
        )
        func stylesAndStrokes() async {
            let host = Host.recording()
            await host.launch { Styled() }
            #expect(host.screen() == ["VStack", "  Text \"Muted\"", "  Text \"Soft blue\"", "  Text \"Pill\""])
            #expect(Color(.green) != Color(.red))
            #expect(Color(UIColor.gray) == Color(uiColor: .gray))
        }

        @Test(
            "Canvas filters, keyframes of the whole value written in a loop, and a shape style's shadow build; the views stay on the screen"
        )
        func filtersKeyframesShadows() async throws {
            let host = Host.recording()
            await host.launch { Blobs() }
            try await host.perform(.tap("Go"))
            #expect(host.screen() == ["VStack", "  Text \"Glitch 0\"", "  Button \"Go\""])
        }

        @Test("A shape of the lesson's own is in the graph but not on the screen")
        func customShapeHidden() async {
            let host = Host.recording()
            await host.launch { TriangleAboveText() }
            #expect(host.screen() == ["VStack", "  Text \"Below the triangle\""])
        }

        @Test("geometryGroup() builds, keeps its content on the screen, and is noted as not modelled")
        func geometryGroup() async {
            UnmodelledAPI.reset()
            let host = Host.recording()
            await host.launch { VStack { Text("Card") }.geometryGroup() }
            #expect(host.screen() == ["VStack", "  Text \"Card\""])
            #expect(UnmodelledAPI.used.contains("geometryGroup"))
        }
    }
}

@Suite("Interpolation between animatable values, and drag-and-drop payloads")
struct InterpolationTests {
    @Test("interpolated(towards:amount:) is the value that fraction of the way to the other")
    func interpolated() {
        #expect(CGFloat(10).interpolated(towards: 20, amount: 0.25) == 12.5)
        #expect(Double(4).interpolated(towards: 0, amount: 1) == 0)
        let pair = AnimatablePair(0.0, 100.0).interpolated(towards: AnimatablePair(10.0, 0.0), amount: 0.5)
        #expect(pair.first == 5 && pair.second == 50)
    }

    @Test(
        "Path.currentPoint is where the path ends: after a move, a line, a curve, an arc, and back at the start after a close"
    )
    func pathCurrentPoint() {
        var path = Path()
        #expect(path.currentPoint == nil && path.isEmpty)
        path.move(to: CGPoint(x: 10, y: 20))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
        path.addLine(to: CGPoint(x: 30, y: 20))
        path.addQuadCurve(to: CGPoint(x: 40, y: 50), control: CGPoint(x: 0, y: 0))
        #expect(path.currentPoint == CGPoint(x: 40, y: 50))
        path.addArc(
            center: CGPoint(x: 40, y: 40), radius: 10, startAngle: .degrees(90), endAngle: .degrees(0), clockwise: true)
        #expect(path.currentPoint == CGPoint(x: 50, y: 40))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 10, y: 20) && !path.isEmpty)
        // A wave drawn the way public code draws one: each segment starts where the last one ended.
        var wave = Path()
        wave.move(to: .zero)
        for _ in 0..<3 {
            let here = wave.currentPoint ?? .zero
            wave.addCurve(to: CGPoint(x: here.x + 20, y: here.y), control1: here, control2: here)
        }
        #expect(wave.currentPoint == CGPoint(x: 60, y: 0))
        #expect(wave.offsetBy(dx: 5, dy: 5).currentPoint == CGPoint(x: 65, y: 5))
        #expect(Path(CGRect(x: 1, y: 2, width: 3, height: 4)).currentPoint == CGPoint(x: 1, y: 2))
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 20)).currentPoint == CGPoint(x: 10, y: 10))
        #expect(wave.trimmedPath(from: 0.5, to: 0.5).isEmpty && !wave.trimmedPath(from: 0, to: 0.5).isEmpty)
    }

    @Test("A colour is a payload that can be dragged; a stroked empty path is empty")
    func colorPayloadAndStrokedPath() {
        func payload<T: Transferable>(_ value: T) -> Bool { true }
        #expect(payload(Color.red))
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [5])).isEmpty)
    }
}

@Suite("Colors describe themselves as SwiftUI's do")
struct ColorDescriptionTests {
    @Test("A system colour prints its name; components print as #RRGGBBAA; a less opaque one as a percentage")
    func descriptions() {
        #expect(Color.red.description == "red")
        #expect(Color(red: 1, green: 0.5, blue: 0).description == "#FF8000FF")
        #expect(Color(white: 0, opacity: 0.5).description == "#00000080")
        #expect(Color(hue: 0, saturation: 1, brightness: 1).description == "#FF0000FF")
        #expect(Color.blue.opacity(0.5).description == "50% blue")
        #expect(Color("Brand").description == "NamedColor(name: \"Brand\", bundle: nil)")
    }
}

extension EngineTests {
    @Test("UIColor.getRed gives a colour's components when it was made of them, and false for a system colour")
    func uiColorComponents() {
        var red: CGFloat = -1
        var green: CGFloat = -1
        var blue: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(UIColor(Color(red: 0.2, green: 0.4, blue: 0.6)).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [0.2, 0.4, 0.6, 1])
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).getRed(&red, green: &green, blue: &blue, alpha: nil))
        #expect([red, green, blue] == [1, 0, 0])
        var hueRed: CGFloat = 0
        #expect(
            UIColor(Color(hue: 0, saturation: 1, brightness: 1)).getRed(&hueRed, green: nil, blue: nil, alpha: nil)
                && hueRed == 1)
        red = -1
        #expect(!UIColor.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == -1)
    }
}

extension EngineTests {
    @Test(
        "A canvas that resolves its symbols by tag builds; its renderer never runs, so it shows only the views beside it"
    )
    func canvasSymbolsBuild() async {
        let host = Host.recording()
        await host.launch {
            VStack {
                Canvas { context, size in
                    if let dot = context.resolveSymbol(id: 1) {
                        context.draw(dot, at: CGPoint(x: size.width / 2, y: size.height / 2))
                        context.draw(dot, in: CGRect(origin: .zero, size: dot.size))
                    }
                } symbols: {
                    Circle().frame(width: 20, height: 20).tag(1)
                }
                Text("Under the canvas")
            }
        }
        #expect(host.screen().contains("  Text \"Under the canvas\""))
    }
}
