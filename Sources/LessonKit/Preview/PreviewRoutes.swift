import Foundation
import HostContract

/// What `lessons preview`'s server answers, path by path: the page, the state (waiting for its
/// next change when asked), the actions, and each action's trace.
public struct PreviewRoutes: Sendable {
    public let session: PreviewSession
    /// JavaScript added to the page (tests drive the page with it).
    public var pageScript: String?
    /// How long `/state?since=N` waits for a change before it answers with the state as it is.
    public var pollSeconds = 20.0

    public init(session: PreviewSession, pageScript: String? = nil) {
        self.session = session
        self.pageScript = pageScript
    }

    public func answer(_ request: HTTPRequest) -> HTTPResponse {
        let reads = ["/", "/state", "/trace"]
        let acts = ["/action", "/type", "/undo", "/reset"]
        guard reads.contains(request.path) || acts.contains(request.path) else {
            return .error(404, "no page \(request.path.prefix(80)) here; the preview is at /")
        }
        let wanted = reads.contains(request.path) ? "GET" : "POST"
        guard request.method == wanted || (wanted == "GET" && request.method == "HEAD") else {
            var response = HTTPResponse.error(405, "\(request.path) takes \(wanted), not \(request.method.prefix(20))")
            response.headers = [("Allow", wanted)]
            return response
        }
        switch request.path {
        case "/":
            return HTTPResponse(contentType: "text/html; charset=utf-8", text: PreviewPage.render(script: pageScript))
        case "/state":
            if let since = request.query["since"] {
                guard let version = Int(since) else {
                    return .error(400, "since takes a version number, not '\(since.prefix(20))'")
                }
                return json(session.state(after: version, timeout: pollSeconds))
            }
            return json(session.current)
        case "/trace":
            let text = request.query["actions"] ?? "\(session.current.actions.count)"
            guard let count = Int(text), count >= 0 else {
                return .error(400, "actions takes a number of actions, not '\(text.prefix(20))'")
            }
            do {
                return HTTPResponse(
                    contentType: "text/html; charset=utf-8", text: try session.traceHTML(actions: count))
            } catch {
                return .error(500, "the play could not be traced: \(error)")
            }
        case "/action":
            let action = String(decoding: request.body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            do {
                try session.perform(action)
            } catch {
                return .error(400, "'\(action.prefix(80))' is no action of a play: \(error)")
            }
            return json(session.current)
        case "/type":
            let form = Self.form(request.body)
            let text = form["text"] ?? ""
            let field = form["field"].flatMap { $0.isEmpty ? nil : $0 }
            guard !text.isEmpty else { return .error(400, "nothing to type: the form's text is empty") }
            do {
                try session.perform(HostAction.type(text, into: field).description)
            } catch {
                return .error(400, "could not type: \(error)")
            }
            return json(session.current)
        case "/undo":
            session.undo()
            return json(session.current)
        default:
            session.reset()
            return json(session.current)
        }
    }

    private func json(_ state: PreviewState) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(state)) ?? Data("{}".utf8)
        return HTTPResponse(contentType: "application/json", body: data)
    }

    /// The fields of a form's body (`text=abc&field=Name`).
    static func form(_ body: Data) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in String(decoding: body, as: UTF8.self).split(separator: "&") {
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            fields[HTTPRequest.decode(String(halves[0]))] =
                halves.count > 1 ? HTTPRequest.decode(String(halves[1])) : ""
        }
        return fields
    }
}
