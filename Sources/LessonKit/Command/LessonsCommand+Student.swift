/// The student's commands: `study`, `start`, `run`, `watch`, `reset` and `review`.
extension LessonsCommand {
    static let studentCommands = ["study", "start", "run", "watch", "hint", "reset", "review"]

    static func parseStudentCommand(_ name: String, _ arguments: [String]) throws -> LessonsCommand {
        var positional: [String] = []
        var step: Int?
        var directory: String?
        var restart = false
        var trace = false
        var importing: String?
        var stats = false
        var diff = false
        var ahead = false
        var newPerDay: Int?
        var index = 0
        var given: Set<String> = []
        let flags: [String: [String]] = [
            "study": ["--restart"], "start": ["--dir"], "run": ["--step", "--trace", "--diff"],
            "watch": ["--step", "--diff"], "reset": ["--step"],
            "review": ["--import", "--stats", "--ahead", "--new"],
        ]
        while index < arguments.count {
            let argument = arguments[index]
            func value() throws -> String {
                index += 1
                guard index < arguments.count else {
                    throw UsageError(message: "\(argument) needs a value", command: name)
                }
                // `--step 2 --step 3` would keep one of them silently.
                guard given.insert(argument).inserted else {
                    throw UsageError(message: "\(argument) is given twice; give it once", command: name)
                }
                return arguments[index]
            }
            if argument == "--help" || argument == "-h" { return .help(name) }
            if argument == "--" {
                // Ends the options: `lessons reset -- -Odd.swift` names that file.
                positional += arguments[(index + 1)...]
                break
            }
            if argument.hasPrefix("-") {
                let allowed = flags[name] ?? []
                guard allowed.contains(argument) else {
                    let near = allowed.min { distance(argument, $0) < distance(argument, $1) }.flatMap {
                        distance(argument, $0) <= 3 ? $0 : nil
                    }
                    let hint =
                        near.map { ". Did you mean '\($0)'?" }
                        ?? (allowed.isEmpty ? "; `lessons \(name)` takes no options" : "")
                    throw UsageError(message: "unknown option '\(argument)'" + hint, command: name)
                }
                switch argument {
                case "--restart": restart = true
                case "--trace": trace = true
                case "--stats": stats = true
                case "--diff": diff = true
                case "--ahead": ahead = true
                case "--dir": directory = try value()
                case "--import": importing = try value()
                case "--new":
                    let text = try value()
                    guard let number = Int(text), number >= 0 else {
                        throw UsageError(
                            message: "--new takes how many new cards a day, such as --new 10 (0: none), not '\(text)'",
                            command: name)
                    }
                    newPerDay = number
                default:
                    let text = try value()
                    guard let number = Int(text), number >= 1 else {
                        throw UsageError(
                            message: "--step takes a step number, such as --step 2, not '\(text)'", command: name)
                    }
                    step = number
                }
            } else {
                positional.append(argument)
            }
            index += 1
        }
        func one(_ what: String, example: String) throws -> String {
            guard positional.count == 1 else {
                throw UsageError(
                    message: positional.isEmpty
                        ? "`lessons \(name)` needs \(what), such as `\(example)`"
                        : "`lessons \(name)` takes one \(what), not \(positional.count)", command: name)
            }
            return positional[0]
        }
        switch name {
        case "study": return .study(lesson: try one("a lesson", example: "lessons study 7"), restart: restart)
        case "start": return .start(lesson: try one("a lesson", example: "lessons start 7"), directory: directory)
        case "reset": return .reset(file: try one("a file", example: "lessons reset TripCard.swift"), step: step)
        default:
            guard positional.isEmpty else {
                throw UsageError(
                    message: "`lessons \(name)` takes no lesson: it works on the workspace it is run in", command: name)
            }
            switch name {
            case "run": return .run(step: step, trace: trace, diff: diff)
            case "watch": return .watch(step: step, diff: diff)
            case "hint": return .hint
            default:
                let given = [
                    stats ? "--stats" : nil, importing != nil ? "--import" : nil,
                    ahead || newPerDay != nil ? (ahead ? "--ahead" : "--new") : nil,
                ]
                .compactMap { $0 }
                if given.count > 1 {
                    throw UsageError(
                        message: "\(given.joined(separator: " and ")) do one thing each; give one of them",
                        command: name)
                }
                if ahead, newPerDay != nil {
                    throw UsageError(
                        message: "--ahead reviews cards graded before, never new ones: leave out --new", command: name)
                }
                return importing.map { .importGrades(file: $0) }
                    ?? (stats ? .reviewStats : .review(ahead: ahead, newPerDay: newPerDay))
            }
        }
    }

    static func studentHelpText(_ command: String) -> String? {
        switch command {
        case "study":
            return """
                Usage: lessons study LESSON [--restart]

                Goes through a lesson in the terminal: each step's text, the change it makes to
                the app and the consoles recorded on iOS, then (r) a run of it with the
                engine's console next to each, and (t) the trace of that run: which bodies ran
                in each update, and why; flash cards to answer and grade; edge cases to predict
                before they run. `q` leaves, and the next `lessons study LESSON` resumes there;
                --restart starts from the top. At a `── more ──` pause, space or Enter shows
                the next page; any other key does what it does at the prompt (q quits, r runs,
                1-4 grade) without the rest. In a pipe it reads one answer per line (an empty
                line is Enter) and stops at the end of its input.
                """
        case "start":
            return """
                Usage: lessons start LESSON [--dir DIR]

                Makes a folder (default: lesson-NN) with the app's Swift files as the lesson
                starts, to edit in your own editor as the steps say. Then, inside it: lessons
                run, lessons watch.
                """
        case "run":
            return """
                Usage: lessons run [--step N] [--trace] [--diff]

                Inside a workspace: builds your files against the engine, plays the step's
                runs, and says whether each console matches the lesson's recorded one, with a
                diff when not. Compiler messages point at your files. Without --step, runs the
                step you are at; when it matches, the workspace moves on to the next step. A
                step that records no run of its final code matches when your files build and
                read as the lesson's. --trace then shows the step's first run update by update:
                which bodies ran and why (as `lessons trace`). A console that differs is shown
                once: your app's lines beside the lesson's, or, with --diff, as a diff.
                """
        case "watch":
            return """
                Usage: lessons watch [--step N] [--diff]

                Like `lessons run`, again each time a Swift file in the workspace is saved (it
                checks the files' modification times twice a second), and at once when the
                step it moves on to asks for no change to your files. Enter runs it again; `q`
                stops. Without a terminal (`lessons watch > log &`) it prints line by line and
                watches until it is killed: a line `q` on its input stops it, an empty line
                runs again, and the end of the input leaves it watching. In the background
                (`lessons watch &`) it reads no keys until it is in the foreground (`fg`). With
                its output in a pipe (`lessons watch | tee log`) it still reads keys from the
                terminal. Started again after a step passed, it waits for a save (or Enter)
                before it runs the next step, whose edits are still to make. --diff as for
                `lessons run`.
                """
        case "hint":
            return """
                Usage: lessons hint

                Inside a workspace: when your last `lessons run` of the step you are at
                differs from the lesson, says where in words (which line of the console, which
                view of the screen) and shows the diff; then gives the step's next hint, one
                more each time you ask.
                """
        case "reset":
            return """
                Usage: lessons reset FILE [--step N]

                Inside a workspace: puts FILE back as the lesson has it when step N starts
                (default: the step you are at). --step with the next step's number gives the
                step's solution. Your version is kept in .lessons-kept/ (which is never built);
                the command says where.
                """
        case "review":
            return """
                Usage: lessons review [--new N | --ahead | --import FILE | --stats]

                The flash cards due today from every lesson, scheduled with FSRS-6, then new
                cards in the course's order: at most 20 a day (--new N sets how many; the cards
                first graded in `lessons study` count too), from the first day on. Show the
                answer, then grade yourself: 1 again, 2 hard, 3 good, 4 easy; each key shows
                the interval it would give ("again": today, at the end of the session, then
                the days FSRS gives a lapse). `u` undoes the last grade. In a pipe it reads one
                answer per line.

                --ahead reviews the cards not yet due, the soonest first: each review counts
                from today, as Anki's custom study "review ahead" does.

                --stats shows the retention of your reviews, the cards by state (new,
                learning, review, relearning) and how many fall due on each of the next two
                weeks.

                --import FILE takes in the grades given in the book (`lessons book`) and saved
                with its Export grades button (lessons-grades.json): each is a review of its
                card at the time it was given, merged into your review schedule; a grade taken
                in before is not counted twice.
                """
        default:
            return nil
        }
    }
}
