import Foundation

/// One HTTP/1.1 request, as `lessons preview`'s server reads it: the method, the path and its query,
/// the headers (names in lower case) and the body.
public struct HTTPRequest: Equatable, Sendable {
    public var method: String
    public var path: String
    public var query: [String: String]
    public var headers: [String: String]
    public var body: Data

    /// The most a request's line and headers may take, and its body: the page sends short actions
    /// and typed text, so anything larger is not the page's.
    public static let headerLimit = 16 * 1024
    public static let bodyLimit = 64 * 1024

    /// What a buffer of bytes read from a connection holds so far.
    public enum Parsed: Equatable, Sendable {
        /// Not a whole request yet: read more.
        case incomplete
        /// A whole request, and how many bytes of the buffer it took.
        case request(HTTPRequest, length: Int)
        /// Not a request this server answers: the status to answer with, and why.
        case bad(status: Int, reason: String)
    }

    /// Reads the request at the start of `bytes`. A request too large, malformed, or with a body
    /// sent in chunks (the page never does) is refused with its status, never read on.
    public static func parse(_ bytes: [UInt8]) -> Parsed {
        let end: [UInt8] = [13, 10, 13, 10]
        var headerEnd: Int?
        if bytes.count >= 4 {
            for index in 0...(bytes.count - 4) where bytes[index] == 13 && Array(bytes[index..<(index + 4)]) == end {
                headerEnd = index
                break
            }
        }
        guard let headerEnd else {
            return bytes.count > headerLimit
                ? .bad(status: 431, reason: "the request's headers are larger than \(headerLimit) bytes") : .incomplete
        }
        guard headerEnd <= headerLimit else {
            return .bad(status: 431, reason: "the request's headers are larger than \(headerLimit) bytes")
        }
        guard let head = String(bytes: bytes[..<headerEnd], encoding: .utf8) else {
            return .bad(status: 400, reason: "the request's headers are not UTF-8")
        }
        let lines = head.components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), !parts[0].isEmpty, parts[1].hasPrefix("/") else {
            return .bad(status: 400, reason: "the request line is not `METHOD /path HTTP/1.1`")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                return .bad(status: 400, reason: "a header line has no name: \(line.prefix(60))")
            }
            let name = line[..<colon].lowercased()
            guard !name.contains(" ") else { return .bad(status: 400, reason: "a header's name holds a space") }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            // Two Host headers (or lengths) would let a request say one thing to one reader and
            // another to the next.
            if name == "host" || name == "content-length", headers[name] != nil {
                return .bad(status: 400, reason: "the request has two \(name) headers")
            }
            headers[name] = value
        }
        if headers["transfer-encoding"] != nil {
            return .bad(status: 501, reason: "a body sent in chunks is not read here; send Content-Length")
        }
        var length = 0
        if let text = headers["content-length"] {
            guard let value = Int(text), value >= 0 else {
                return .bad(status: 400, reason: "Content-Length is not a number: \(text.prefix(20))")
            }
            guard value <= bodyLimit else {
                return .bad(status: 413, reason: "the body is larger than \(bodyLimit) bytes")
            }
            length = value
        }
        let bodyStart = headerEnd + 4
        guard bytes.count >= bodyStart + length else { return .incomplete }
        let target = String(parts[1])
        let question = target.firstIndex(of: "?")
        let path = String(target[..<(question ?? target.endIndex)])
        var query: [String: String] = [:]
        if let question {
            for pair in target[target.index(after: question)...].split(separator: "&") {
                let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = decode(String(halves[0]))
                let value = halves.count > 1 ? decode(String(halves[1])) : ""
                query[name] = value
            }
        }
        let request = HTTPRequest(
            method: String(parts[0]), path: decode(path), query: query, headers: headers,
            body: Data(bytes[bodyStart..<(bodyStart + length)]))
        return .request(request, length: bodyStart + length)
    }

    /// A part of a URL with its `%XX` escapes (and `+` for a space, as forms send it) decoded.
    static func decode(_ text: String) -> String {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? text
    }

    /// Whether the `Host` header names this server on the loopback address, as a page the server
    /// itself served sends it: `127.0.0.1:PORT` or `localhost:PORT`. Any other name is a page of
    /// another site whose name was made to resolve to 127.0.0.1 (DNS rebinding), and is refused.
    public func isAddressed(toPort port: Int) -> Bool {
        guard let host = headers["host"]?.lowercased() else { return false }
        return host == "127.0.0.1:\(port)" || host == "localhost:\(port)"
    }
}

/// One HTTP/1.1 response.
public struct HTTPResponse: Equatable, Sendable {
    public var status: Int
    public var contentType: String
    public var body: Data
    public var headers: [(String, String)] = []

    public init(status: Int = 200, contentType: String = "text/plain; charset=utf-8", body: Data) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    public init(status: Int = 200, contentType: String = "text/plain; charset=utf-8", text: String) {
        self.init(status: status, contentType: contentType, body: Data(text.utf8))
    }

    public static func == (lhs: HTTPResponse, rhs: HTTPResponse) -> Bool {
        lhs.status == rhs.status && lhs.contentType == rhs.contentType && lhs.body == rhs.body
            && lhs.headers.map { $0.0 + ":" + $0.1 } == rhs.headers.map { $0.0 + ":" + $0.1 }
    }

    /// A refusal, with why in its body.
    public static func error(_ status: Int, _ why: String) -> HTTPResponse {
        HTTPResponse(status: status, text: "\(status) \(reason(forStatus: status)): \(why)\n")
    }

    static func reason(forStatus status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 413: return "Content Too Large"
        case 431: return "Request Header Fields Too Large"
        case 500: return "Internal Server Error"
        case 501: return "Not Implemented"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }

    /// The response as bytes on the wire. Every response closes its connection, and none may be
    /// cached or framed by another site.
    public var bytes: [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(forStatus: status))\r\n"
        head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
        head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nX-Frame-Options: DENY\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        return Array(head.utf8) + Array(body)
    }
}
