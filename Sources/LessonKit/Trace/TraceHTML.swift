import HostContract

/// A trace as one self-contained HTML page: one frame per update, drawn as `TraceSVG` draws it, with
/// its text beside it, to step through with buttons or the arrow keys; and the body counts of the
/// whole play. No script, style or font comes from anywhere else.
public enum TraceHTML {
    /// What the pictures' boxes, badges, arrows and lanes mean, as items that wrap, then the reasons.
    static func legendHTML() -> String {
        func swatch(_ shape: String) -> String {
            "<svg width=\"22\" height=\"16\" viewBox=\"0 0 22 16\" aria-hidden=\"true\">\(shape)</svg>"
        }
        let items = [
            (
                swatch(
                    "<rect x=\"1\" y=\"1\" width=\"20\" height=\"14\" rx=\"3\" fill=\"#ffd8a8\" stroke=\"#e8590c\"/>"),
                "body ran (why)"
            ),
            (
                swatch(
                    "<rect x=\"1\" y=\"1\" width=\"20\" height=\"14\" rx=\"3\" fill=\"#f1f3f5\" stroke=\"#adb5bd\"/>"),
                "did not run"
            ),
            (swatch(TraceSVG.badge(11, 8, "+", "#2f9e44")), "created"),
            (swatch(TraceSVG.badge(11, 8, "×", "#e03131")), "destroyed"),
            (
                swatch(
                    "<path d=\"M1,8 H17 M13,4 L19,8 L13,12\" fill=\"none\" stroke=\"#1c7ed6\" stroke-width=\"1.4\"/>"),
                "a write marks a body that read it"
            ),
            (
                swatch("<path d=\"M5,1 V11 H21\" fill=\"none\" stroke=\"#e8590c\" stroke-width=\"2\"/>"),
                "its parent's body ran and gave it a new value (@self): each body shows its cause once"
            ),
        ]
        let list = items.map { "<li>\($0.0)<span>\(TraceSVG.escape($0.1))</span></li>" }.joined()
        return "<ul class=\"legend\">\(list)</ul>\n<p class=\"legend\">\(TraceSVG.escape(TraceText.glossary)).</p>"
    }

    public static func render(_ trace: PlayTrace, title: String, subtitle: String) -> String {
        let summaries = trace.summaries
        var frames = ""
        var list = ""
        var shown: (ScreenPicture, Int)?
        for (index, summary) in summaries.enumerated() {
            let svg = TraceSVG.render([summary], in: trace, title: nil, id: "update-\(index + 1)", legend: false)
            let text = TraceText.render(summary, in: trace).joined(separator: "\n")
            // The screen the update left, drawn from its layout, beside what the update did; for
            // what an action did with no update after it, the screen as the last update left it.
            if index < trace.updates.count, let picture = trace.updates[index].picture { shown = (picture, index + 1) }
            let screen =
                shown.map { picture, position in
                    let number = trace.updates[position - 1].number
                    return
                        "<figure class=\"screen\"><figcaption>the screen \(position == index + 1 ? "after this update" : "as update \(number) left it")</figcaption>"
                        + ScreenSVG.render(
                            picture, id: "screen-\(index + 1)", title: "The screen after update \(number)")
                        + "</figure>"
                } ?? ""
            frames += """
                <section class="frame" id="frame-\(index + 1)"\(index == 0 ? "" : " hidden")>
                <div class="picture">\(svg)</div>
                <div class="below">\(screen)<pre class="text">\(TraceSVG.escape(text))</pre></div>
                </section>

                """
            let ran = summary.counts.total
            list +=
                "<li><button data-frame=\"\(index + 1)\">\(TraceSVG.escape(TraceText.title(summary, in: trace)))"
                + "<span class=\"count\">\(ran == 0 ? "no body" : ran == 1 ? "1 body" : "\(ran) bodies")</span></button></li>\n"
        }
        let counts = countsTable(trace)
        let legend = legendHTML()
        let error = trace.error.map { "<p class=\"error\">The play stopped: \(TraceSVG.escape($0))</p>" } ?? ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(TraceSVG.escape(title))</title>
            <style>
            body { font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', sans-serif; margin: 0; color: #212529; background: #f8f9fa; }
            header { padding: 16px 24px 8px; background: #fff; border-bottom: 1px solid #dee2e6; }
            h1 { font-size: 20px; margin: 0 0 4px; }
            .subtitle { color: #495057; margin: 0; font-family: \(TraceSVG.font); font-size: 12px; }
            .legend { color: #495057; margin: 6px 0 0; font-size: 13px; }
            /* The pictures' legend, once, in items that wrap to the page's width (a phone's 390 px too). */
            ul.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; }
            ul.legend li { display: flex; align-items: center; gap: 6px; }
            ul.legend svg { flex: 0 0 auto; }
            main { display: grid; grid-template-columns: minmax(220px, 300px) minmax(0, 1fr); gap: 16px; padding: 16px 24px; }
            nav ol { list-style: none; margin: 0; padding: 0; }
            nav button { display: block; width: 100%; text-align: left; border: 1px solid #dee2e6; background: #fff; border-radius: 6px;
                         padding: 6px 8px; margin: 0 0 6px; font: 12px/1.35 \(TraceSVG.font); cursor: pointer; }
            nav button.current { border-color: #e8590c; background: #fff4e6; }
            nav .count { display: block; color: #d9480f; font-weight: bold; }
            .controls { display: flex; gap: 8px; align-items: center; margin-bottom: 10px; }
            .controls button { font-size: 14px; padding: 4px 12px; }
            .position { color: #495057; }
            .picture { background: #fff; border: 1px solid #dee2e6; border-radius: 8px; overflow-x: auto; }
            .picture svg { display: block; }
            .below { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; margin-top: 12px; }
            .below pre.text { flex: 1 1 300px; min-width: 0; margin: 0; }
            figure.screen { margin: 0; flex: 0 0 auto; }
            figure.screen figcaption { font-size: 12px; color: #495057; margin-bottom: 4px; }
            figure.screen svg { display: block; width: 240px; max-width: 100%; height: auto; }
            pre.text { background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 12px; overflow-x: auto; font-size: 12px; }
            table { border-collapse: collapse; background: #fff; font: 12px \(TraceSVG.font); }
            th, td { border: 1px solid #dee2e6; padding: 3px 8px; text-align: right; }
            th:first-child, td:first-child { text-align: left; }
            .counts { margin: 0 24px 24px; }
            .error { color: #c92a2a; }
            .table { overflow-x: auto; }
            /* Below 800 px the page is one column: the updates as a strip above the frame, which scrolls
               inside its own box, never the page sideways. */
            @media (max-width: 800px) {
              header { padding: 12px 14px 8px; }
              main { display: block; padding: 12px 14px; }
              nav ol { display: flex; gap: 6px; overflow-x: auto; padding-bottom: 6px; }
              nav li { flex: 0 0 auto; max-width: 70vw; }
              nav button { margin: 0; }
              .controls { margin-top: 6px; }
              .counts { margin: 0 14px 24px; }
              .subtitle { overflow-wrap: anywhere; }
            }
            /* In dark mode the page follows; the trace's drawing is turned to dark with its hues kept,
               and the phone's screen stays in the colour scheme the play ran in. */
            @media (prefers-color-scheme: dark) {
              :root { color-scheme: dark; }
              body { color: #e9ecef; background: #141517; }
              header, nav button, pre.text, table, .picture { background: #1f2023; border-color: #373a40; color: #e9ecef; }
              th, td { border-color: #373a40; }
              .subtitle, .legend, .position, figure.screen figcaption { color: #adb5bd; }
              nav button.current { background: #3b2610; border-color: #e8590c; }
              nav .count { color: #ff922b; }
              .picture svg { filter: invert(0.9) hue-rotate(180deg); }
              .error { color: #ff8787; }
            }
            </style>
            </head>
            <body>
            <header>
            <h1>\(TraceSVG.escape(title))</h1>
            <p class="subtitle">\(TraceSVG.escape(subtitle))</p>
            \(legend)
            \(error)
            </header>
            <main>
            <nav><ol>
            \(list)</ol></nav>
            <div>
            <div class="controls"><button id="previous" title="previous update (←)">◀</button><button id="next" title="next update (→)">▶</button>
            <span class="position" id="position"></span></div>
            \(frames.isEmpty ? "<p>No update ran.</p>" : frames)
            </div>
            </main>
            <section class="counts">
            <h2>Bodies that ran, per type</h2>
            <div class="table">\(counts)</div>
            </section>
            <script>
            (function () {
              var frames = document.querySelectorAll('.frame');
              var buttons = document.querySelectorAll('nav button');
              var current = 0;
              function show(index) {
                if (frames.length === 0) { return; }
                current = Math.max(0, Math.min(frames.length - 1, index));
                frames.forEach(function (frame, i) { frame.hidden = i !== current; });
                buttons.forEach(function (button, i) { button.classList.toggle('current', i === current); });
                document.getElementById('position').textContent = 'update ' + (current + 1) + ' of ' + frames.length;
                history.replaceState(null, '', '#update-' + (current + 1));
              }
              buttons.forEach(function (button, i) { button.addEventListener('click', function () { show(i); }); });
              document.getElementById('previous').addEventListener('click', function () { show(current - 1); });
              document.getElementById('next').addEventListener('click', function () { show(current + 1); });
              document.addEventListener('keydown', function (event) {
                if (event.key === 'ArrowLeft') { show(current - 1); }
                if (event.key === 'ArrowRight') { show(current + 1); }
              });
              var start = parseInt((location.hash.match(/update-(\\d+)/) || [])[1] || '1', 10) - 1;
              show(start);
            })();
            </script>
            </body>
            </html>

            """
    }

    /// The body counts as a table: a row per type, a column for all and one per action.
    static func countsTable(_ trace: PlayTrace) -> String {
        let total = BodyCounts(trace.updates, in: trace)
        guard !total.counts.isEmpty else { return "<p>No body ran.</p>" }
        let perAction = trace.actions.indices.map { index in
            BodyCounts(trace.updates.filter { $0.action == index + 1 }, in: trace)
        }
        var html = "<table><tr><th>type</th><th>all</th>"
        for (index, action) in trace.actions.enumerated() {
            html += "<th title=\"\(TraceSVG.escape(action))\">\(index + 1). \(TraceSVG.escape(action))</th>"
        }
        html += "</tr>\n"
        for count in total.counts {
            html += "<tr><td>\(TraceSVG.escape(count.type))</td><td>\(count.count)</td>"
            for counts in perAction { html += "<td>\(counts[count.type] == 0 ? "·" : String(counts[count.type]))</td>" }
            html += "</tr>\n"
        }
        return html + "</table>"
    }
}
