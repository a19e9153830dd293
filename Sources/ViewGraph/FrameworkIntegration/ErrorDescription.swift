import Foundation

// What `error.localizedDescription` reads on iOS, where Linux's Foundation words it differently.
//
// Foundation on Apple platforms and on Linux build an error's description by the same rule, from the
// error bridged to `NSError` (Apple's `NSError.localizedDescription` documentation; the `LocalizedError`
// and `CustomNSError` protocols say which of their properties fill which key):
//
// 1. the `NSLocalizedDescriptionKey` of its user info: a `LocalizedError`'s `errorDescription`, a
//    `CustomNSError`'s `errorUserInfo`, an `NSError` made with one;
// 2. else "The operation couldn’t be completed." followed by its failure reason
//    (`NSLocalizedFailureReasonErrorKey`, a `LocalizedError`'s `failureReason`);
// 3. else "The operation couldn’t be completed. (DOMAIN error CODE.)", where a Swift error's domain
//    is its type's qualified name and its code an enum case's index.
//
// Only the words of 2 and 3 differ: iOS says "couldn’t", with a typographic apostrophe (what every
// published console of a failed `URLSession` or decoding call shows), Linux "could not". The module
// in the domain stays the program's (`Lesson`): on iOS it is the app target's name, which a lesson
// does not state. An error of Foundation's own domains (a file that is not there) keeps Linux's
// sentence, which for those follows Apple's wording less closely; the engine does not translate it.

/// The description iOS gives `error` (see the rule above). A lesson program's module gets an
/// `Error.localizedDescription` of its own that returns this (the runner adds it beside the entry
/// point), which shadows Foundation's there and only there.
public func __lessonsLocalizedDescription(of error: any Error) -> String {
    let bridged = error as NSError
    if let description = bridged.userInfo[NSLocalizedDescriptionKey] as? String { return description }
    let opening = "The operation couldn’t be completed."
    if let reason = bridged.userInfo[NSLocalizedFailureReasonErrorKey] as? String { return opening + " " + reason }
    if bridged.domain == NSCocoaErrorDomain || bridged.domain == NSPOSIXErrorDomain
        || bridged.domain == NSURLErrorDomain
    {
        return bridged.localizedDescription
    }
    return opening + " (\(bridged.domain) error \(bridged.code).)"
}
