/// The book's one style sheet and one script, written beside its pages: light and dark as the
/// reader's system asks (`prefers-color-scheme`), a column that reflows down to a phone's width,
/// no font or file from anywhere else.
enum BookAssets {
    static let css = #"""
        :root {
          --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --border: #d1d9e0; --panel: #f6f8fa; --bar: #ffffffee;
          --accent: #0969da; --accent-bg: #ddf4ff; --code-bg: #f6f8fa;
          --added: #1a7f37; --added-bg: #dafbe1; --removed: #cf222e; --removed-bg: #ffebe9;
          --passed: #1a7f37; --failed: #cf222e; --known: #9a6700; --skipped: #59636e; --unchecked: #8250df;
          --mark: #fff8c5; --card: #8250df;
          --hl-kw: #9b2393; --hl-str: #c41a16; --hl-num: #1c00cf; --hl-com: #5d6c79; --hl-type: #0b4f79; --hl-attr: #815f03;
          --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --border: #3d444d; --panel: #151b23; --bar: #0d1117ee;
            --accent: #4493f8; --accent-bg: #121d2f; --code-bg: #151b23;
            --added: #3fb950; --added-bg: #12261e; --removed: #f85149; --removed-bg: #25171c;
            --passed: #3fb950; --failed: #f85149; --known: #d29922; --skipped: #9198a1; --unchecked: #ab7df8;
            --mark: #3b2e00; --card: #ab7df8;
            --hl-kw: #fc5fa3; --hl-str: #fc6a5d; --hl-num: #d0bf69; --hl-com: #7f8c98; --hl-type: #5dd8ff; --hl-attr: #fd8f3f;
          }
        }
        * { box-sizing: border-box; }
        /* Swift's tokens, marked when the book was built (SwiftHighlighter), in Xcode's colours. */
        .hl-kw { color: var(--hl-kw); font-weight: 600; } .hl-str { color: var(--hl-str); } .hl-num { color: var(--hl-num); }
        .hl-com { color: var(--hl-com); font-style: italic; } .hl-type { color: var(--hl-type); } .hl-attr { color: var(--hl-attr); }
        html { -webkit-text-size-adjust: 100%; scroll-padding-top: 64px; }
        body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif; }
        a { color: var(--accent); }
        code, pre, kbd, textarea { font-family: var(--mono); }
        :not(pre) > code { background: var(--code-bg); border: 1px solid var(--border); border-radius: 4px; padding: 0 .25em; font-size: .88em; overflow-wrap: anywhere; }

        .bar { position: sticky; top: 0; z-index: 20; display: flex; align-items: center; gap: 12px; height: 52px; padding: 0 16px;
               background: var(--bar); border-bottom: 1px solid var(--border); backdrop-filter: blur(6px); }
        .brand { font-weight: 600; color: var(--fg); text-decoration: none; white-space: nowrap; }
        .menu { display: none; font: inherit; background: none; color: var(--fg); border: 1px solid var(--border); border-radius: 6px; padding: 2px 10px; cursor: pointer; }
        .search { position: relative; margin-left: auto; width: min(420px, 100%); }
        .search input { width: 100%; font: inherit; font-size: 15px; padding: 5px 10px; color: var(--fg); background: var(--panel); border: 1px solid var(--border); border-radius: 6px; }
        .results { position: absolute; right: 0; top: 40px; width: min(560px, calc(100vw - 24px)); max-height: 70vh; overflow-y: auto; margin: 0; padding: 6px;
                   list-style: none; background: var(--bg); border: 1px solid var(--border); border-radius: 8px; box-shadow: 0 8px 24px #0003; }
        .results li a { display: block; padding: 6px 8px; border-radius: 6px; color: var(--fg); text-decoration: none; }
        .results li a:hover, .results li a:focus { background: var(--accent-bg); outline: none; }
        .results .where { display: block; color: var(--muted); font-size: 13px; }
        .results .snippet { display: block; font-size: 13px; color: var(--muted); overflow-wrap: anywhere; }
        .results mark { background: var(--mark); color: inherit; }
        .results .none { padding: 6px 8px; color: var(--muted); }

        .layout { display: grid; grid-template-columns: 290px minmax(0, 1fr); }
        .sidebar { position: sticky; top: 52px; height: calc(100vh - 52px); overflow-y: auto; padding: 16px 12px 32px 16px; border-right: 1px solid var(--border); background: var(--panel); font-size: 14px; }
        .sidebar .group { margin: 14px 0 4px; font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
        .sidebar ol { list-style: none; margin: 0; padding: 0; }
        .sidebar li a { display: block; padding: 3px 8px; border-radius: 6px; color: var(--fg); text-decoration: none; line-height: 1.4; }
        .sidebar li a:hover { background: var(--accent-bg); }
        .sidebar li.current > a { background: var(--accent-bg); color: var(--accent); font-weight: 600; }
        .sidebar .sections { margin: 2px 0 6px 10px; border-left: 1px solid var(--border); }
        .sidebar .sections a { font-size: 13px; color: var(--muted); }
        .grades-box { margin-top: 18px; padding-top: 4px; border-top: 1px solid var(--border); }
        .grades-box p { margin: 4px 0; font-size: 13px; color: var(--muted); }
        .grades-box button, .grade button, .predict button { font: inherit; font-size: 14px; padding: 3px 10px; color: var(--fg); background: var(--bg); border: 1px solid var(--border); border-radius: 6px; cursor: pointer; }
        .grades-box button:hover, .grade button:hover, .predict button:hover { border-color: var(--accent); }

        main { min-width: 0; max-width: 900px; padding: 8px 32px 64px; }
        h1.title { font-size: 2em; line-height: 1.25; margin: .6em 0 .4em; }
        h2 { margin-top: 2em; padding-bottom: .2em; border-bottom: 1px solid var(--border); line-height: 1.3; }
        h3 { margin-top: 1.6em; line-height: 1.35; }
        h1, h2, h3, h4 { overflow-wrap: anywhere; }
        .anchor { visibility: hidden; text-decoration: none; color: var(--muted); font-weight: normal; }
        h1:hover .anchor, h2:hover .anchor, h3:hover .anchor, h4:hover .anchor { visibility: visible; }
        blockquote { margin: 1em 0; padding: 0 1em; color: var(--muted); border-left: 4px solid var(--border); }
        .table { overflow-x: auto; margin: 1em 0; }
        table { border-collapse: collapse; }
        .table th, .table td { border: 1px solid var(--border); padding: 4px 10px; text-align: left; vertical-align: top; }
        .table th { background: var(--panel); }
        pre.code { margin: 0; padding: 10px 12px; overflow-x: auto; background: var(--code-bg); font-size: 13.5px; line-height: 1.5; tab-size: 4; }
        main > section > pre.code, .part > pre.code { border: 1px solid var(--border); border-radius: 8px; margin: 1em 0; }
        details > pre.code { border: 1px solid var(--border); border-radius: 8px; margin: .6em 0; }
        .note, .hint { color: var(--muted); }

        .code-block { margin: 1em 0; border: 1px solid var(--border); border-radius: 8px; overflow: hidden; }
        .code-block .file { padding: 4px 12px; font-size: 13px; font-family: var(--mono); background: var(--panel); border-bottom: 1px solid var(--border); overflow-wrap: anywhere; }
        .code-block .file .what { font-family: system-ui, sans-serif; color: var(--muted); }
        .code-block details.whole { border-top: 1px solid var(--border); }
        .code-block details.whole summary { padding: 4px 12px; font-size: 13px; color: var(--muted); cursor: pointer; }
        .diff code { display: inline-block; min-width: 100%; }
        .diff .line { display: block; min-height: 1.5em; }
        .diff .mark { display: inline-block; width: 1.4em; color: var(--muted); user-select: none; }
        .diff .added { background: var(--added-bg); }
        .diff .added .mark { color: var(--added); }
        .diff .removed { background: var(--removed-bg); }
        .diff .removed .mark { color: var(--removed); }
        .diff .gap { color: var(--muted); font-style: italic; }

        figure.check { margin: 1em 0; border: 1px solid var(--border); border-left: 4px solid var(--unchecked); border-radius: 8px; overflow: hidden; }
        figure.check.status-passed { border-left-color: var(--passed); }
        figure.check.status-failed { border-left-color: var(--failed); }
        figure.check.status-known { border-left-color: var(--known); }
        figure.check.status-skipped { border-left-color: var(--skipped); }
        figure.check figcaption { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; padding: 5px 12px; font-size: 13px; background: var(--panel); border-bottom: 1px solid var(--border); }
        figure.check .kind { font-weight: 600; }
        figure.check .play { font-family: var(--mono); font-size: 12.5px; overflow-wrap: anywhere; }
        figure.check .origin { color: var(--muted); }
        .status, .count { font-weight: 600; font-size: 12px; padding: 0 8px; border-radius: 10px; border: 1px solid currentColor; white-space: nowrap; }
        figure.check .status { margin-left: auto; }
        .status-passed .status, .count.status-passed { color: var(--passed); }
        .status-failed .status, .count.status-failed { color: var(--failed); }
        .status-known .status, .count.status-known { color: var(--known); }
        .status-skipped .status, .count.status-skipped { color: var(--skipped); }
        .status-unchecked .status, .count.status-unchecked { color: var(--unchecked); }
        .status-passed .status::before { content: "✓ "; }
        .status-failed .status::before { content: "✗ "; }
        figure.check .reason { margin: 0; padding: 6px 12px; font-size: 14px; color: var(--muted); border-bottom: 1px solid var(--border); }
        .columns { overflow-x: auto; }
        .columns .label, figure.check > .label { padding: 4px 12px 0; font-size: 12px; color: var(--muted); }
        /* A console line is never cut in two: a table wider than its place scrolls sideways in its box. */
        table.console { width: max-content; min-width: 100%; border-collapse: collapse; font-family: var(--mono); font-size: 13px; line-height: 1.5; background: var(--code-bg); }
        table.console th { text-align: left; font-family: system-ui, sans-serif; font-weight: 600; font-size: 12px; color: var(--muted); padding: 4px 12px; border-bottom: 1px solid var(--border); }
        table.console td { padding: 0 12px; vertical-align: top; white-space: pre; }
        table.console th, table.console td { width: 50%; }
        table.console td + td, table.console th + th { border-left: 1px solid var(--border); }
        table.console tr.differs td { background: var(--removed-bg); }
        table.console tr.differs td + td { background: var(--added-bg); }
        table.console tbody tr:first-child td { padding-top: 6px; }
        table.console tbody tr:last-child td { padding-bottom: 6px; }
        figure.check details.difference summary { padding: 4px 12px; font-size: 13px; cursor: pointer; border-top: 1px solid var(--border); }
        .screen-place { margin: 10px 12px; display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        .screen-place .screen-note { margin: 0 0 8px; font-size: 13px; color: var(--muted); }
        .screen-place pre.code { border-radius: 6px; }
        .screen-lines { flex: 1 1 260px; min-width: 0; overflow-x: auto; }
        .screen-lines .label { padding: 0 0 4px; font-size: 12px; color: var(--muted); }
        .screen-drawing { flex: 0 0 auto; }
        .screen-drawing svg.screen-picture { display: block; width: 280px; max-width: 100%; height: auto; }
        .screen-drawing .scheme-note { width: 280px; max-width: 100%; margin: 4px 0 0; font-size: 12px; color: var(--muted, #6c757d); }
        figure.check details.final-screen { margin: 0; border-top: 1px solid var(--border); }
        figure.check details.final-screen summary { padding: 4px 12px; font-size: 13px; cursor: pointer; color: var(--muted); }
        figure.check details.final-screen .screen-drawing { padding: 8px 12px 12px; }

        article.card { margin: 1.5em 0; padding: 2px 16px 12px; border: 1px solid var(--border); border-left: 4px solid var(--card); border-radius: 8px; }
        article.card h3 { margin-top: .8em; }
        article.card .tag { display: inline-block; font-size: 12px; font-weight: 600; color: var(--card); text-transform: uppercase; letter-spacing: .04em; margin-right: 6px; }
        details { margin: .8em 0; }
        article.card > details, .part > details { border: 1px solid var(--border); border-radius: 8px; padding: 0 12px; }
        article.card > details > summary, .part > details > summary { padding: 6px 0; font-weight: 600; cursor: pointer; color: var(--accent); }
        details[open] > summary { border-bottom: 1px solid var(--border); margin-bottom: .6em; }
        .grade { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-top: 10px; font-size: 14px; }
        .grade .ask { color: var(--muted); }
        .grade button.chosen { border-color: var(--accent); background: var(--accent-bg); }
        .grade .graded { color: var(--muted); font-size: 13px; }
        .predict { margin: 1em 0; padding: 10px 12px; background: var(--panel); border: 1px solid var(--border); border-radius: 8px; font-size: 14px; }
        .predict label { display: block; color: var(--muted); }
        .predict textarea { display: block; width: 100%; margin: 6px 0; padding: 6px 8px; font-size: 13px; color: var(--fg); background: var(--bg); border: 1px solid var(--border); border-radius: 6px; }
        .verdict { margin-top: 8px; }
        .verdict .right { color: var(--passed); font-weight: 600; }
        .verdict .wrong { color: var(--failed); font-weight: 600; }
        .verdict pre { margin-top: 6px; border: 1px solid var(--border); border-radius: 6px; }

        ol.contents { padding-left: 1.4em; }
        ol.contents li { margin: .9em 0; }
        ol.contents li > a { font-weight: 600; font-size: 1.08em; }
        ol.contents .what { display: block; color: var(--muted); font-size: 14px; }
        ol.contents .summary { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 2px; }
        ol.contents p { margin: .3em 0 0; }
        p.summary { display: flex; flex-wrap: wrap; gap: 6px; }
        .neighbours { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 12px; margin-top: 48px; padding-top: 16px; border-top: 1px solid var(--border); }
        .neighbours .next { margin-left: auto; text-align: right; }

        @media (max-width: 800px) {
          .layout { display: block; }
          .menu { display: inline-block; }
          .sidebar { position: fixed; z-index: 15; top: 52px; left: 0; width: min(320px, 88vw); transform: translateX(-105%); transition: transform .15s ease-out; box-shadow: 4px 0 16px #0003; }
          body.nav-open .sidebar { transform: none; }
          main { padding: 4px 16px 48px; }
          h1.title { font-size: 1.6em; }
        }
        @media (max-width: 480px) {
          .bar { gap: 8px; padding: 0 10px; }
          .brand { display: none; }
          .menu-label { display: none; }
          body { font-size: 15.5px; }
          pre.code, table.console { font-size: 12.5px; }
          article.card { padding: 2px 10px 10px; }
        }
        """#

    static let script = #"""
        (function () {
          'use strict';
          var body = document.body;

          // The contents, as a drawer on a narrow screen.
          var menu = document.querySelector('.menu');
          if (menu) {
            menu.addEventListener('click', function () {
              var open = body.classList.toggle('nav-open');
              menu.setAttribute('aria-expanded', open ? 'true' : 'false');
            });
          }
          document.querySelectorAll('.sidebar a').forEach(function (a) {
            a.addEventListener('click', function () { body.classList.remove('nav-open'); });
          });

          // An answer a link points into opens.
          function openTarget() {
            if (!location.hash) { return; }
            var target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
            for (var node = target; node; node = node.parentElement) {
              if (node.tagName === 'DETAILS') { node.open = true; }
            }
          }
          window.addEventListener('hashchange', openTarget);
          openTarget();

          function escapeHTML(text) {
            return text.replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; });
          }

          // Search, over the index the build wrote.
          var input = document.getElementById('search');
          var list = document.getElementById('results');
          var index = (window.BOOK_INDEX || []).map(function (entry) {
            return { entry: entry, title: entry.t.toLowerCase(), text: entry.x.toLowerCase() };
          });
          function find(query) {
            var words = query.toLowerCase().split(/\s+/).filter(Boolean);
            if (words.length === 0) { return []; }
            var found = [];
            index.forEach(function (item) {
              var score = 0, first = -1;
              for (var i = 0; i < words.length; i++) {
                var inTitle = item.title.indexOf(words[i]);
                var inText = item.text.indexOf(words[i]);
                if (inTitle < 0 && inText < 0) { return; }
                if (inTitle >= 0) { score += 10; }
                if (inText >= 0) { score += 1; if (first < 0 || inText < first) { first = inText; } }
              }
              found.push({ entry: item.entry, score: score, at: first, word: words[0] });
            });
            found.sort(function (a, b) { return b.score - a.score; });
            return found.slice(0, 30);
          }
          function snippet(result) {
            var text = result.entry.x;
            if (result.at < 0) { return escapeHTML(text.slice(0, 120)); }
            var start = Math.max(0, result.at - 50);
            var piece = text.slice(start, result.at + 90);
            var at = result.at - start;
            var word = result.word.length;
            return (start > 0 ? '…' : '') + escapeHTML(piece.slice(0, at)) + '<mark>' + escapeHTML(piece.slice(at, at + word)) + '</mark>'
              + escapeHTML(piece.slice(at + word)) + '…';
          }
          function show(query) {
            var results = find(query);
            if (!query.trim()) { list.hidden = true; list.innerHTML = ''; return; }
            list.innerHTML = results.length === 0
              ? '<li class="none">Nothing in the course says “' + escapeHTML(query) + '”.</li>'
              : results.map(function (r) {
                  return '<li><a href="' + r.entry.u + '"><strong>' + escapeHTML(r.entry.t) + '</strong>'
                    + (r.entry.t === r.entry.p ? '' : '<span class="where">' + escapeHTML(r.entry.p) + '</span>')
                    + '<span class="snippet">' + snippet(r) + '</span></a></li>';
                }).join('');
            list.hidden = false;
          }
          if (input && list) {
            input.addEventListener('input', function () { show(input.value); });
            input.addEventListener('keydown', function (event) {
              var links = list.querySelectorAll('a');
              if (event.key === 'Enter' && links.length > 0) { links[0].click(); }
              if (event.key === 'ArrowDown' && links.length > 0) { event.preventDefault(); links[0].focus(); }
              if (event.key === 'Escape') { list.hidden = true; input.blur(); }
            });
            list.addEventListener('keydown', function (event) {
              var links = Array.prototype.slice.call(list.querySelectorAll('a'));
              var at = links.indexOf(document.activeElement);
              if (event.key === 'ArrowDown' && at + 1 < links.length) { event.preventDefault(); links[at + 1].focus(); }
              if (event.key === 'ArrowUp') { event.preventDefault(); (at > 0 ? links[at - 1] : input).focus(); }
              if (event.key === 'Escape') { list.hidden = true; input.focus(); }
            });
            list.addEventListener('click', function () { list.hidden = true; });
            document.addEventListener('keydown', function (event) {
              var typing = /^(INPUT|TEXTAREA)$/.test((document.activeElement || {}).tagName || '');
              if (event.key === '/' && !typing) { event.preventDefault(); input.focus(); }
            });
            document.addEventListener('click', function (event) {
              if (!event.target.closest || !event.target.closest('.search')) { list.hidden = true; }
            });
          }

          // Edge cases: a prediction against what the engine printed, as `lessons study` compares them
          // (spaces at the ends of lines and blank lines at the end do not count).
          function normal(lines) {
            var result = lines.map(function (line) { return line.trim(); });
            while (result.length > 0 && result[result.length - 1] === '') { result.pop(); }
            return result;
          }
          function diff(expected, actual) {
            var n = expected.length, m = actual.length, table = [];
            for (var i = 0; i <= n; i++) { table.push(new Array(m + 1).fill(0)); }
            for (i = n - 1; i >= 0; i--) {
              for (var j = m - 1; j >= 0; j--) {
                table[i][j] = expected[i] === actual[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
              }
            }
            var out = [];
            i = 0; j = 0;
            while (i < n || j < m) {
              if (i < n && j < m && expected[i] === actual[j]) { out.push(['context', '  ' + expected[i]]); i++; j++; }
              else if (i < n && (j === m || table[i + 1][j] >= table[i][j + 1])) { out.push(['removed', '- ' + expected[i]]); i++; }
              else { out.push(['added', '+ ' + actual[j]]); j++; }
            }
            return out;
          }
          document.querySelectorAll('.predict').forEach(function (box) {
            var button = box.querySelector('button.compare');
            var area = box.querySelector('textarea');
            var verdict = box.querySelector('.verdict');
            button.addEventListener('click', function () {
              var expected = normal(JSON.parse(box.getAttribute('data-expected')));
              var mine = normal(area.value.split('\n'));
              var source = box.getAttribute('data-source');
              verdict.hidden = false;
              if (expected.join('\n') === mine.join('\n')) {
                verdict.innerHTML = '<span class="right">✓ Your prediction matches ' + escapeHTML(source) + '.</span>';
              } else {
                verdict.innerHTML = '<span class="wrong">✗ Your prediction differs from ' + escapeHTML(source) + ' (- ' + escapeHTML(source) + ', + yours):</span>'
                  + '<pre class="code diff"><code>' + diff(expected, mine).map(function (line) {
                      return '<span class="line ' + line[0] + '">' + escapeHTML(line[1]) + '</span>';
                    }).join('') + '</code></pre>';
              }
            });
          });

          // Flash-card grades, kept in this browser; exported for `lessons review --import FILE`.
          var KEY = 'lessons-book-grades';
          var storage = null;
          try { storage = window.localStorage; storage.getItem(KEY); } catch (e) { storage = null; }
          function grades() {
            if (!storage) { return []; }
            try { var kept = JSON.parse(storage.getItem(KEY) || '[]'); return Array.isArray(kept) ? kept : []; } catch (e) { return []; }
          }
          var NAMES = { 1: 'again', 2: 'hard', 3: 'good', 4: 'easy' };
          function showCount() {
            var count = document.querySelector('.grades-count');
            if (!count) { return; }
            var n = grades().length;
            count.textContent = !storage ? 'This browser keeps nothing for pages opened from files, so the book keeps no grades here.'
              : n === 0 ? 'No grade kept yet: grade a flash card after its answer. Grades are kept in this browser only.'
              : n + ' grade' + (n === 1 ? '' : 's') + ' kept in this browser, not yet in lessons review.';
          }
          document.querySelectorAll('article.flash-card').forEach(function (card) {
            var lesson = card.getAttribute('data-lesson'), id = card.getAttribute('data-card');
            var box = card.querySelector('.grade');
            if (!box) { return; }
            var said = box.querySelector('.graded');
            var last = grades().filter(function (g) { return g.lesson === lesson && g.card === id; }).pop();
            if (last) { said.textContent = 'Last graded ' + NAMES[last.grade] + ' on ' + last.date.slice(0, 10) + '.'; }
            box.querySelectorAll('button').forEach(function (button) {
              button.addEventListener('click', function () {
                if (!storage) { said.textContent = 'Not kept: this browser keeps nothing for this page.'; return; }
                var grade = parseInt(button.getAttribute('data-grade'), 10);
                var kept = grades();
                kept.push({ lesson: lesson, card: id, grade: grade, date: new Date().toISOString() });
                storage.setItem(KEY, JSON.stringify(kept));
                box.querySelectorAll('button').forEach(function (b) { b.classList.toggle('chosen', b === button); });
                said.textContent = 'Graded ' + NAMES[grade] + '. Kept in this browser: export your grades from the contents.';
                showCount();
              });
            });
          });
          // What Export grades saves: the file `lessons review --import FILE` reads (BookGrades.swift).
          window.bookGradesFile = function () {
            return { format: 'lessons-book-grades', version: 1, exported: new Date().toISOString(), grades: grades() };
          };
          var exportButton = document.getElementById('export-grades');
          if (exportButton) {
            exportButton.addEventListener('click', function () {
              var url = URL.createObjectURL(new Blob([JSON.stringify(window.bookGradesFile(), null, 2) + '\n'], { type: 'application/json' }));
              var link = document.createElement('a');
              link.href = url;
              link.download = 'lessons-grades.json';
              document.body.appendChild(link);
              link.click();
              link.remove();
              setTimeout(function () { URL.revokeObjectURL(url); }, 1000);
            });
          }
          showCount();
        })();
        """#
}
