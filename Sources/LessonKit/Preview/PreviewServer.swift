import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP server on the loopback address, for `lessons preview`: plain sockets, one thread a
/// connection (the page's long polls wait on theirs), each request read within bounds of size and
/// time, and answered by `handler` only when its `Host` header names this server
/// (`HTTPRequest.isAddressed(toPort:)`).
public final class PreviewServer: Sendable {
    /// The port it listens on (the one the system chose, when asked for 0).
    public let port: Int
    private let listener: Int32
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let stopped = Mutex(false)
    /// How long a connection may take to send its request, in seconds.
    static let readTimeout = 10

    /// Why the server could not start.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Listens on 127.0.0.1:`port` (0: a free port the system picks). Requests are answered once
    /// `start()` is called.
    public init(port: Int = 0, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws {
        guard (0...65535).contains(port) else {
            throw StartError(description: "--port takes a port from 1 to 65535, not \(port)")
        }
        #if canImport(Glibc)
        let socketType = Int32(SOCK_STREAM.rawValue)
        #else
        let socketType = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, socketType, 0)
        guard descriptor >= 0 else {
            throw StartError(description: "cannot make a socket: \(String(cString: strerror(errno)))")
        }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7f00_0001).bigEndian)  // 127.0.0.1 only: never another interface
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw StartError(
                description: "cannot listen on 127.0.0.1:\(port): \(reason)"
                    + (port == 0 ? "" : " (is another program using the port? Leave out --port to take a free one)"))
        }
        var chosen = sockaddr_in()
        var size = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &chosen) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &size) }
        }
        self.port = Int(UInt16(bigEndian: chosen.sin_port))
        self.listener = descriptor
        self.handler = handler
    }

    /// Starts answering, on a thread of its own.
    public func start() {
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Stops listening; a connection being answered is answered.
    public func stop() {
        stopped.withLock { stopped in
            guard !stopped else { return }
            stopped = true
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
        }
    }

    private var isStopped: Bool { stopped.withLock { $0 } }

    private func acceptLoop() {
        while !isStopped {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            let thread = Thread { [self] in serve(connection) }
            thread.start()
        }
    }

    /// Reads one request from `connection` and writes its answer.
    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var timeout = timeval(tv_sec: Self.readTimeout, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let deadline = Date().addingTimeInterval(Double(Self.readTimeout))
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 8192)
        var response: HTTPResponse
        while true {
            if case .incomplete = HTTPRequest.parse(buffer) {} else { break }
            guard Date() < deadline else {
                buffer = []
                break
            }
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            buffer += chunk[0..<count]
        }
        switch HTTPRequest.parse(buffer) {
        case .incomplete:
            if buffer.isEmpty { return }
            response = .error(408, "the request did not arrive whole within \(Self.readTimeout) s")
        case .bad(let status, let reason):
            response = .error(status, reason)
        case .request(let request, _):
            response = answer(request)
        }
        let bytes = response.bytes
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count <= 0 { return }
            sent += count
        }
    }

    /// The answer to a whole request: refused unless it is addressed to this server by its
    /// loopback name, else the handler's.
    public func answer(_ request: HTTPRequest) -> HTTPResponse {
        Self.answer(request, port: port, handler: handler)
    }

    static func answer(_ request: HTTPRequest, port: Int, handler: (HTTPRequest) -> HTTPResponse) -> HTTPResponse {
        guard request.isAddressed(toPort: port) else {
            return .error(
                403,
                "this server answers only requests addressed to 127.0.0.1:\(port) or localhost:\(port), not to '\(request.headers["host"] ?? "")'"
            )
        }
        // A page of another site may still send a form or a `fetch` to this address, blind; the
        // browser names its origin, and only this server's own page may act.
        if let origin = request.headers["origin"]?.lowercased(), origin != "http://127.0.0.1:\(port)",
            origin != "http://localhost:\(port)"
        {
            return .error(403, "this server answers only its own page, not a page of '\(origin)'")
        }
        return handler(request)
    }
}
