import Foundation
import HostContract
import Testing

@testable import ViewGraph

@Suite("The host's channel: taken with a greeting that says the contract's version")
struct HostChannelTests {
    @Test("Taking the channel says its nonces and the version of the contract this engine was built with, first")
    func greetingSaysVersion() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let channel = HostChannel.take(ends[1])
        channel.emit("log", "after the greeting")
        close(ends[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = read(ends[0], &buffer, buffer.count), count > 0 { bytes += buffer[..<count] }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        let hello = try #require(lines.first.flatMap(HostProtocol.Hello.init), "\(lines)")
        #expect(hello.version == HostProtocol.version)
        #expect(HostProtocol.lineStart(nonce: hello.nonce) == channel.lineStart)
        #expect(HostProtocol.lineStart(nonce: hello.boundary) == channel.boundary)
        #expect(Array(lines.dropFirst()) == [Substring(channel.lineStart + "log after the greeting")])
    }
}
