import Foundation
import Testing

@testable import LessonKit

@Suite("The preview server's requests: read within bounds, refused when malformed")
struct HTTPMessageTests {
    private func parse(_ text: String) -> HTTPRequest.Parsed { HTTPRequest.parse(Array(text.utf8)) }

    @Test("A whole request gives its method, path, query, headers in lower case and body; a part of one asks for more")
    func whole() throws {
        let text =
            "POST /action?x=1&name=a%20b HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: 10\r\n\r\ntap Seattle and more"
        guard case .request(let request, let length) = parse(text) else {
            Issue.record("not read: \(parse(text))")
            return
        }
        #expect(request.method == "POST" && request.path == "/action")
        #expect(request.query == ["x": "1", "name": "a b"])
        #expect(request.headers["host"] == "127.0.0.1:8080")
        #expect(String(decoding: request.body, as: UTF8.self) == "tap Seattl")
        #expect(length == text.utf8.count - "e and more".utf8.count)
        #expect(parse("GET / HTTP/1.1\r\nHost: x") == .incomplete)
        #expect(parse("POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nab") == .incomplete)
    }

    @Test(
        "Malformed, oversized and chunked requests are refused with their status, never read on",
        arguments: [
            ("GET /\r\n\r\n", 400),
            ("GET noslash HTTP/1.1\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nno colon here\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
            ("POST / HTTP/1.1\r\nContent-Length: -3\r\n\r\n", 400),
            ("POST / HTTP/1.1\r\nContent-Length: 99999999\r\n\r\n", 413),
            ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", 501),
            ("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: HTTPRequest.headerLimit + 10) + "\r\n\r\n", 431),
            ("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: HTTPRequest.headerLimit + 10), 431),
        ])
    func refused(_ text: String, status: Int) {
        guard case .bad(let given, let reason) = parse(text) else {
            Issue.record("read: \(parse(text))")
            return
        }
        #expect(given == status, "\(reason)")
        #expect(!reason.isEmpty)
    }

    @Test(
        "Only a Host of 127.0.0.1 or localhost at the server's port is answered (DNS rebinding), and only from the server's own page",
        arguments: [
            ("127.0.0.1:4000", nil, 200), ("localhost:4000", nil, 200), ("LOCALHOST:4000", nil, 200),
            ("evil.example:4000", nil, 403), ("127.0.0.1:4001", nil, 403), ("127.0.0.1", nil, 403), ("", nil, 403),
            ("127.0.0.1:4000", "http://127.0.0.1:4000", 200), ("127.0.0.1:4000", "http://evil.example", 403),
            ("127.0.0.1:4000", "null", 403),
        ] as [(String, String?, Int)])
    func hostCheck(_ host: String, origin: String?, status: Int) {
        var headers = ["host": host]
        if host.isEmpty { headers = [:] }
        if let origin { headers["origin"] = origin }
        let request = HTTPRequest(method: "GET", path: "/", query: [:], headers: headers, body: Data())
        let response = PreviewServer.answer(request, port: 4000) { _ in HTTPResponse(text: "the page") }
        #expect(response.status == status, "\(String(decoding: response.body, as: UTF8.self))")
        if status == 403 {
            #expect(
                String(decoding: response.body, as: UTF8.self).contains("127.0.0.1:4000")
                    || String(decoding: response.body, as: UTF8.self).contains("own page"))
        }
    }

    @Test(
        "Over a real socket: the page for its own Host, 403 for another's, 400 for garbage, and nothing bound but 127.0.0.1"
    )
    func overSocket() throws {
        let server = try PreviewServer { request in HTTPResponse(text: "path \(request.path)") }
        server.start()
        defer { server.stop() }
        #expect(server.port > 0)
        func exchange(_ text: String) -> String {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(descriptor) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(server.port).bigEndian)
            address.sin_addr.s_addr = in_addr_t(UInt32(0x7f00_0001).bigEndian)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else { return "not connected" }
            _ = Array(text.utf8).withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
            var reply: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                if count <= 0 { break }
                reply += chunk[0..<count]
            }
            return String(decoding: reply, as: UTF8.self)
        }
        let good = exchange("GET /state HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        #expect(good.hasPrefix("HTTP/1.1 200 OK") && good.hasSuffix("path /state"), "\(good)")
        #expect(good.contains("Connection: close"))
        let rebound = exchange("GET /state HTTP/1.1\r\nHost: attacker.example:\(server.port)\r\n\r\n")
        #expect(rebound.hasPrefix("HTTP/1.1 403"), "\(rebound)")
        let garbage = exchange("\u{0}\u{1}garbage\r\n\r\n")
        #expect(garbage.hasPrefix("HTTP/1.1 400"), "\(garbage)")
        let huge = exchange(
            "POST / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Length: \(HTTPRequest.bodyLimit + 1)\r\n\r\n")
        #expect(huge.hasPrefix("HTTP/1.1 413"), "\(huge)")
    }

    @Test("The routes: a bad action is a 400 that says why, a wrong method a 405, an unknown path a 404")
    func routes() {
        let routes = PreviewRoutes(session: PreviewSession(folder: NSTemporaryDirectory()))
        func request(_ method: String, _ path: String, _ body: String = "", query: [String: String] = [:])
            -> HTTPResponse
        {
            routes.answer(
                HTTPRequest(
                    method: method, path: path, query: query, headers: ["host": "127.0.0.1:1"], body: Data(body.utf8)))
        }
        let bad = request("POST", "/action", "fly away")
        #expect(bad.status == 400 && String(decoding: bad.body, as: UTF8.self).contains("fly away"))
        #expect(request("GET", "/action").status == 405)
        #expect(request("POST", "/state").status == 405)
        #expect(request("GET", "/etc/passwd").status == 404)
        #expect(request("GET", "/state", query: ["since": "x"]).status == 400)
        #expect(request("GET", "/trace", query: ["actions": "-1"]).status == 400)
        #expect(request("POST", "/type", "text=&field=Name").status == 400)
        let page = request("GET", "/")
        #expect(page.status == 200 && page.contentType.hasPrefix("text/html"))
    }
}
