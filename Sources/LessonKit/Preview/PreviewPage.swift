import Foundation

/// The page `lessons preview` serves: the drawn phone, the play so far, the console, and the
/// step's recorded consoles compared. One self-contained file; its script asks the server for each
/// change (`/state?since=N` waits for the next one) and sends each click as an action.
public enum PreviewPage {
    /// The page. `script` is run after the page's own (tests drive the page with it).
    public static func render(script: String? = nil) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>lessons preview</title>
        <style>\(style)</style>
        </head>
        <body>
        <header><h1 id="title">lessons preview</h1><p id="status" role="status" aria-live="polite">Connecting…</p></header>
        <main>
        <section class="phone" aria-label="Your app">
        <div id="screen" class="screen-box"></div>
        <p id="scheme" class="note"></p>
        <form id="typing" hidden>
        <label for="typed" id="typing-label">Type</label>
        <input id="typed" autocomplete="off" spellcheck="false">
        <button type="submit">Type</button><button type="button" id="type-submit">Type, then return</button><button type="button" id="type-cancel">Cancel</button>
        </form>
        </section>
        <section class="side">
        <div id="problem" class="problem" hidden></div>
        <div id="errors" class="errors" hidden><h2>Your code does not build</h2><pre id="error-lines"></pre></div>
        <h2>Your play</h2>
        <p class="play-line"><code id="play">play="launch"</code> <button id="copy" type="button">Copy</button></p>
        <p class="buttons">
        <button type="button" data-act="back">Back</button><button type="button" data-act="dismiss">Dismiss</button>
        <button type="button" data-act="submit">Return</button><button type="button" data-act="scroll up">Scroll up</button>
        <button type="button" data-act="scroll down">Scroll down</button><button type="button" data-act="wait 1s">Wait 1 s</button>
        <button type="button" id="undo">Undo</button><button type="button" id="reset">Start again</button>
        </p>
        <ol id="actions" class="actions"></ol>
        <h2>Console</h2>
        <pre id="console" class="console" aria-live="polite"></pre>
        <h2>The step's recorded runs</h2>
        <pre id="comparison" class="comparison"></pre>
        </section>
        </main>
        <script>\(pageScript)</script>
        \(script.map { "<script>\($0)</script>" } ?? "")
        </body>
        </html>
        """
    }

    static let style = """
        :root { --bg: #ffffff; --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --panel: #f5f5f7; --accent: #0066cc;
                --good: #1a7f37; --bad: #c9252d; --added: #e6f4ea; --removed: #fdecea; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #111113; --fg: #f5f5f7; --muted: #a1a1a6; --line: #3a3a3c; --panel: #1c1c1e; --accent: #4ea1ff;
                  --good: #4ac26b; --bad: #ff6b6b; --added: #173a22; --removed: #4a1c1c; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.45 -apple-system, system-ui, "Segoe UI", Helvetica, Arial, sans-serif; }
        header { padding: 12px 20px; border-bottom: 1px solid var(--line); display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: baseline; }
        h1 { font-size: 17px; margin: 0; }
        h2 { font-size: 14px; margin: 18px 0 6px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
        #status { margin: 0; color: var(--muted); }
        #status.building::before { content: ""; display: inline-block; width: 8px; height: 8px; margin-right: 6px; border-radius: 50%; background: var(--accent); animation: pulse 1s infinite alternate; }
        @keyframes pulse { from { opacity: .25; } to { opacity: 1; } }
        main { display: flex; flex-wrap: wrap; gap: 24px; padding: 16px 20px; align-items: flex-start; }
        .phone { flex: 0 1 426px; min-width: 0; max-width: 100%; }
        .side { flex: 1 1 380px; min-width: 0; }
        .screen-box { position: relative; }
        .screen-box svg { display: block; width: 100%; height: auto; max-width: 426px; touch-action: none; user-select: none; -webkit-user-select: none; }
        .screen-box.stale svg { opacity: .4; filter: grayscale(.6); }
        .screen-box.stale::after { content: attr(data-why); position: absolute; left: 12%; right: 12%; top: 40%; padding: 10px 12px; border-radius: 10px;
          background: var(--panel); color: var(--fg); border: 1px solid var(--line); text-align: center; font-size: 14px; }
        .target { cursor: pointer; }
        .target:hover { fill: rgba(0, 122, 255, .12); }
        .target.pressed { fill: rgba(0, 122, 255, .25); }
        .note { color: var(--muted); font-size: 13px; margin: 6px 0; }
        pre { margin: 0; padding: 10px 12px; background: var(--panel); border: 1px solid var(--line); border-radius: 8px; overflow-x: auto;
              font: 12.5px/1.45 ui-monospace, Menlo, Consolas, monospace; white-space: pre; }
        .console:empty::before { content: "(nothing printed)"; color: var(--muted); }
        .console .new { background: var(--added); }
        .console .old { color: var(--muted); }
        .console.stale { opacity: .5; }
        .good { color: var(--good); } .bad { color: var(--bad); } .note-line, .gap { color: var(--muted); }
        .added { background: var(--added); } .removed { background: var(--removed); } .heading { font-weight: 600; } .recorded { color: var(--muted); }
        .problem { border: 1px solid var(--bad); color: var(--bad); border-radius: 8px; padding: 8px 12px; margin-bottom: 8px; white-space: pre-wrap; }
        .errors h2 { color: var(--bad); }
        .play-line { display: flex; gap: 8px; align-items: center; margin: 0; }
        .play-line code { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 4px 8px; font-size: 13px; }
        button { font: inherit; font-size: 13px; color: var(--fg); background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 3px 10px; cursor: pointer; }
        button:hover { border-color: var(--accent); }
        .buttons { display: flex; flex-wrap: wrap; gap: 6px; margin: 8px 0; }
        .actions { margin: 0; padding-left: 22px; font-size: 13px; }
        .actions li { margin: 2px 0; }
        .actions a { color: var(--accent); margin-left: 6px; font-size: 12px; }
        #typing { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-top: 8px; max-width: 426px; }
        #typing[hidden] { display: none; }
        #typing input { flex: 1 1 140px; font: inherit; padding: 3px 8px; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg); }
        """

    static let pageScript = #"""
        (function () {
          // `?poll=0` shows the state once, without waiting for changes (a snapshot, a screenshot); a
          // test stops the waiting with `previewStopPolling()` when it is done.
          var version = -1, state = null, pendingField = null, polling = new URLSearchParams(location.search).get('poll') !== '0';
          var waiting = null;
          window.previewStopPolling = function () { polling = false; if (waiting) waiting.abort(); };
          var $ = function (id) { return document.getElementById(id); };
          function quote(text) {
            return (text.trim() !== text || text.indexOf(';') >= 0 || /^'.*'$/.test(text)) ? "'" + text + "'" : text;
          }
          function unquote(text) { return /^'.*'$/.test(text) ? text.slice(1, -1) : text; }
          function lines(element, list, from) {
            element.textContent = '';
            list.forEach(function (line, index) {
              var span = document.createElement('span');
              if (typeof line === 'string') {
                span.textContent = line + '\n';
                if (from !== undefined) span.className = index >= from ? 'new' : 'old';
              } else {
                span.textContent = line.text + '\n';
                span.className = line.role === 'note' ? 'note-line' : line.role;
              }
              element.appendChild(span);
            });
          }
          function show(next) {
            if (!next || next.version < version) return;
            version = next.version;
            state = next;
            window.previewState = next;
            document.title = (next.title || 'lessons preview') + ' · lessons preview';
            $('title').textContent = next.title || 'lessons preview';
            var status = $('status');
            status.className = next.phase === 'building' || next.phase === 'playing' ? 'building' : next.phase;
            status.textContent = next.message || (next.phase === 'failed' ? 'Not built: see the errors' : 'Up to date. Click the screen to act on your app; each save rebuilds it.');
            var box = $('screen');
            if (next.screen && box.getAttribute('data-screen') !== next.screen) {
              box.innerHTML = next.screen;
              box.setAttribute('data-screen', next.screen);
            }
            box.classList.toggle('stale', !!next.screenIsStale);
            box.setAttribute('data-why', next.phase === 'failed' ? 'The last screen that built: fix the errors to see yours' : 'Building…');
            $('scheme').textContent = next.screen ? 'Drawn in the ' + next.colorScheme + ' appearance, the colour scheme the play runs in'
              + (next.colorScheme === 'dark' ? ' (the code sets preferredColorScheme(.dark)).' : ' (iOS\'s default: the code sets no preferredColorScheme).') : '';
            $('play').textContent = 'play="' + next.play + '"';
            var list = $('actions');
            list.textContent = '';
            ['launch'].concat(next.actions).forEach(function (action, index) {
              var item = document.createElement('li');
              var code = document.createElement('code');
              code.textContent = action;
              item.appendChild(code);
              var why = document.createElement('a');
              why.href = '/trace?actions=' + index;
              why.target = '_blank';
              why.rel = 'noopener';
              why.textContent = 'Why did that run?';
              item.appendChild(why);
              list.appendChild(item);
            });
            lines($('console'), next.console, next.newConsoleFrom);
            $('console').classList.toggle('stale', !!next.screenIsStale);
            lines($('comparison'), next.comparison);
            $('errors').hidden = next.errors.length === 0;
            lines($('error-lines'), next.errors);
            $('problem').hidden = !next.problem;
            $('problem').textContent = next.problem || '';
            document.dispatchEvent(new CustomEvent('preview-state', { detail: next }));
          }
          function post(path, body) {
            return fetch(path, { method: 'POST', body: body }).then(function (response) {
              if (!response.ok) return response.text().then(function (text) { $('problem').hidden = false; $('problem').textContent = text; });
              return response.json().then(show);
            }).catch(function (error) { $('status').textContent = 'The preview cannot be reached: is lessons preview still running? (' + error + ')'; });
          }
          function act(action) { return post('/action', action); }
          window.previewAct = act;
          function poll() {
            if (!polling) return;
            waiting = new AbortController();
            fetch('/state?since=' + version, { signal: waiting.signal }).then(function (response) { return response.json(); }).then(function (next) { show(next); poll(); })
              .catch(function () {
                if (!polling) return;
                $('status').className = 'failed';
                $('status').textContent = 'The preview stopped: lessons preview is no longer running. Start it again, then reload.';
                setTimeout(poll, 2000);
              });
          }
          function field(action) {
            pendingField = unquote(action.slice('type into '.length));
            $('typing-label').textContent = 'Type into ' + pendingField;
            $('typing').hidden = false;
            $('typed').value = '';
            $('typed').focus();
          }
          function typeText(thenReturn) {
            var body = new URLSearchParams({ text: $('typed').value, field: pendingField || '' });
            $('typing').hidden = true;
            return post('/type', body).then(function () { if (thenReturn) return act('submit'); });
          }
          $('typing').addEventListener('submit', function (event) { event.preventDefault(); typeText(false); });
          $('type-submit').addEventListener('click', function () { typeText(true); });
          $('type-cancel').addEventListener('click', function () { $('typing').hidden = true; });
          $('undo').addEventListener('click', function () { post('/undo', ''); });
          $('reset').addEventListener('click', function () { post('/reset', ''); });
          $('copy').addEventListener('click', function () {
            var text = $('play').textContent;
            if (navigator.clipboard) navigator.clipboard.writeText(text);
            $('copy').textContent = 'Copied';
            setTimeout(function () { $('copy').textContent = 'Copy'; }, 1200);
          });
          document.querySelectorAll('[data-act]').forEach(function (button) {
            button.addEventListener('click', function () { act(button.getAttribute('data-act')); });
          });
          // A click on a control's target is its action; a drag sideways on a row swipes it; a drag
          // up or down, or the wheel, scrolls by as many points as it moved.
          var box = $('screen'), start = null, wheel = 0, wheelTimer = null;
          function scale() {
            var svg = box.querySelector('svg');
            return svg ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width : 1;
          }
          function labelAt(x, y, target) {
            var found = target && target.closest && target.closest('[data-action]');
            if (found) return found.getAttribute('data-action').replace(/^(tap|toggle|decrement|type into) /, '');
            var texts = document.elementsFromPoint(x, y).filter(function (el) { return el.tagName === 'text'; });
            return texts.length ? quote(texts[0].textContent) : null;
          }
          box.addEventListener('pointerdown', function (event) {
            start = { x: event.clientX, y: event.clientY, target: event.target };
            var found = event.target.closest && event.target.closest('[data-action]');
            if (found) found.classList.add('pressed');
          });
          box.addEventListener('pointerup', function (event) {
            box.querySelectorAll('.pressed').forEach(function (el) { el.classList.remove('pressed'); });
            if (!start) return;
            var dx = event.clientX - start.x, dy = event.clientY - start.y, begun = start;
            start = null;
            if (Math.abs(dx) > 40 && Math.abs(dx) > Math.abs(dy)) {
              var label = labelAt(begun.x, begun.y, begun.target);
              if (label) act('swipe ' + label);
              return;
            }
            if (Math.abs(dy) > 24) {
              var points = Math.round(Math.abs(dy) / scale());
              act((dy < 0 ? 'scroll down ' : 'scroll up ') + points);
              return;
            }
            var target = begun.target.closest && begun.target.closest('[data-action]');
            if (!target) return;
            var action = target.getAttribute('data-action');
            if (action.indexOf('type into ') === 0) field(action); else act(action);
          });
          box.addEventListener('wheel', function (event) {
            if (!box.querySelector('svg')) return;
            event.preventDefault();
            wheel += event.deltaY / scale();
            clearTimeout(wheelTimer);
            wheelTimer = setTimeout(function () {
              var points = Math.round(Math.abs(wheel));
              if (points > 0) act((wheel > 0 ? 'scroll down ' : 'scroll up ') + points);
              wheel = 0;
            }, 250);
          }, { passive: false });
          fetch('/state').then(function (response) { return response.json(); }).then(function (next) { show(next); poll(); })
            .catch(function () { $('status').textContent = 'The preview cannot be reached: is lessons preview still running?'; });
        })();
        """#
}
