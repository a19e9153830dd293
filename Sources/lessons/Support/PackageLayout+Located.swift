import LessonKit

/// The package `lessons` runs in, found or said to be missing.
extension PackageLayout {
    /// The package whose lessons an author's command works on (check, accept, book).
    static func locatedPackage() throws -> PackageLayout {
        guard let layout = PackageLayout.locate() else {
            throw RunnerError.packageNotFound
        }
        return layout
    }

    /// The package whose engine a student's command builds against (study, run, watch, trace...).
    static func locatedEngine() throws -> PackageLayout {
        guard let layout = PackageLayout.locate() else {
            throw RunnerError.packageNotFound
        }
        return layout
    }
}
