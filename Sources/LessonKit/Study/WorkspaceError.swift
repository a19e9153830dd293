/// Why a workspace could not be made, found, read or reset. Each message says where, what went
/// wrong, and what to do, and is written here once.
public enum WorkspaceError: Error, CustomStringConvertible {
    /// `--dir` with an empty name.
    case noFolderName
    /// The lesson (its path, relative) has errors in its format, at `lines`.
    case lessonHasErrors(String, lines: [Int])
    /// The folder named is a file.
    case folderIsAFile(String)
    /// The folder named exists and holds files.
    case folderNotEmpty(String)
    /// The folder named cannot be made, for `reason`.
    case cannotMakeFolder(String, reason: String)
    /// The workspace's metadata file at the path is not one.
    case unreadableMetadata(String)
    /// No workspace holds the current folder.
    case notAWorkspace
    /// The student's file `name` in `folder` cannot be read as code (`problem` says why);
    /// `isTheLessons`: the lesson has a file of that name, which `lessons reset` puts back.
    case unreadableCode(String, problem: String, isTheLessons: Bool, folder: String)
    /// `file` names a file in `place`, another folder than the workspace's.
    case notInWorkspace(String, name: String, folder: String, place: String)
    /// The lesson has no file `name` at the start of `step`; `files` are those it has.
    case noSuchFile(String, step: Int, files: [String])
    /// `place` (the file, or the folder of kept files: `link` in the workspace) is a symbolic link
    /// to `resolved`, outside the workspace's `root`.
    case linkOutside(String, to: String, root: String, link: String, name: String)
    /// A folder is where the file `name` is put back.
    case folderInTheWay(String, name: String)
    /// The folder that keeps the student's `name` cannot be made.
    case cannotMakeKeptFolder(String, name: String)
    /// The student's `name` cannot be written into the folder of kept files.
    case cannotKeep(String, in: String)

    public var description: String {
        switch self {
        case .noFolderName:
            return "--dir needs a folder name, such as --dir lesson-07"
        case .lessonHasErrors(let path, let lines):
            return
                "\(path) has \(lines.count == 1 ? "an error" : "\(lines.count) errors") in its format "
                + "(\(lines.map { "line \($0)" }.joined(separator: ", "))), so no workspace was made: "
                + "its app may not be the one its author wrote. `lessons check \(path)` says what to fix"
        case .folderIsAFile(let folder):
            return "\(folder) is a file, not a folder: choose another folder with --dir"
        case .folderNotEmpty(let folder):
            return "\(folder) already exists and is not empty: choose another folder with --dir, or remove it"
        case .cannotMakeFolder(let folder, let reason):
            return "cannot make the folder \(folder): \(reason); choose another folder with --dir"
        case .unreadableMetadata(let path):
            return "\(path) cannot be read: start a new workspace with `lessons start LESSON`"
        case .notAWorkspace:
            return "this folder is not a lesson workspace: make one with `lessons start 7`, then `cd` into it"
        case .unreadableCode(let name, let problem, let isTheLessons, let folder):
            let undo = isTheLessons ? " (`lessons reset \(name)` puts back the lesson's)" : ""
            return "\(name) in the workspace \(problem), so your code was not built: "
                + "make it a file of Swift code again\(undo), or move it out of \(folder)"
        case .notInWorkspace(let file, let name, let folder, let place):
            return "\(file) is not a file of this workspace (\(folder)): it is in \(place), so nothing was reset. "
                + "reset puts back the workspace's own files: `lessons reset \(name)` resets \(folder)/\(name); "
                + "to reset the other folder's, run it inside that folder"
        case .noSuchFile(let name, let step, let files):
            return "the lesson has no \(name) when step \(step) starts; its files are \(files.joined(separator: ", "))"
        case .linkOutside(let place, let resolved, let root, let link, let name):
            return
                "\(place) is a symbolic link to \(resolved), outside the workspace \(root), so \(name) was not replaced: "
                + "reset writes only inside the workspace. Remove the link (`rm \(link)` in the workspace), "
                + "then run `lessons reset \(name)` again"
        case .folderInTheWay(let path, let name):
            return "\(path) is a folder, so it was not replaced: move it away, then run `lessons reset \(name)` again"
        case .cannotMakeKeptFolder(let folder, let name):
            return "cannot make \(folder) to keep your \(name), so it was not replaced: "
                + "is there a file of that name? Move it away, then run `lessons reset \(name)` again"
        case .cannotKeep(let name, let folder):
            return "cannot keep your \(name) in \(folder), so it was not replaced: check that folder's permissions"
        }
    }
}
