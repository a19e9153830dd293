import Foundation

/// Where an `AsyncImage` is in loading its image.
public enum AsyncImagePhase {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// Failed to load.
    case failure(Error)

    /// The image, once loaded.
    public var image: Image? { if case .success(let image) = self { return image } else { return nil } }
    /// The error, if loading failed.
    public var error: Error? { if case .failure(let error) = self { return error } else { return nil } }
}

/// An image loaded from a URL.
///
/// The engine has no network: a load of any URL succeeds at once, without virtual time passing, with
/// an `Image` named after the URL's last path component. So the content is made twice, as on a
/// device whose download finished: first for `.empty`, then for `.success`. A nil URL stays `.empty`.
nonisolated public struct AsyncImage<Content: View>: View {
    let url: URL?
    let make: (AsyncImagePhase) -> any View

    /// An image from `url`, shown as nothing until it loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        make = { phase in
            if case .success(let image) = phase { return image }
            return EmptyView()
        }
    }

    /// An image from `url`, with `placeholder` shown until it loads.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        make = { phase in
            if case .success(let image) = phase { return content(image) }
            return placeholder()
        }
    }

    /// An image from `url`, shown as `content` makes each phase of loading.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        make = { content($0) }
    }

    public typealias Body = Never
}

/// Where one `AsyncImage` is in loading its URL.
@MainActor
final class AsyncImageLoad {
    var url: URL?
    var phase = AsyncImagePhase.empty
    var task: Task<Void, Never>?
}

@MainActor extension AsyncImage: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        let existing = node.primitiveState as? AsyncImageLoad
        let load = existing ?? AsyncImageLoad()
        node.primitiveState = load
        if existing == nil || load.url != url {
            load.task?.cancel()
            load.url = url
            load.phase = .empty
            load.task = nil
            if let url {
                let target = UncheckedSendable((node, graph, load))
                load.task = TaskTracker.start(priority: .userInitiated) {
                    await MainActor.run {
                        let (node, graph, load) = target.value
                        guard node.isMounted, load.url == url else { return }
                        load.phase = .success(Image(url.lastPathComponent))
                        graph.rebuild(node)
                    }
                }
            }
        }
        let shown = make(load.phase)
        graph.reconcile(node, children: [(.type(ObjectIdentifier(type(of: shown))), shown)])
    }

    func willUnmount(_ node: ViewNode, in graph: UpdateGraph) {
        (node.primitiveState as? AsyncImageLoad)?.task?.cancel()
    }
}
