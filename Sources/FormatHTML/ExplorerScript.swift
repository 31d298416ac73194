/// The explorer's style and script: constants, named in the page's Content-Security-Policy by their
/// SHA-256, so that no other script or style runs on the page.
extension HTMLPage {
  static let explorerStyle = """
    :root{color-scheme:light dark;--bg:#fff;--fg:#1d1d1f;--sub:#5f6368;--line:#e3e3e3;--panel:#f6f6f3;\
    --accent:#0b57d0;--map:#f3f3ef;--c0:#ebedf0;--c1:#9be9a8;--c2:#40c463;--c3:#30a14e;--c4:#216e39}
    @media (prefers-color-scheme:dark){:root{--bg:#121212;--fg:#e8e8e8;--sub:#a8a8a8;--line:#333;\
    --panel:#1c1c1c;--accent:#8ab4f8;--map:#0b0d12;--c0:#262a30;--c1:#0e4429;--c2:#006d32;--c3:#26a641;\
    --c4:#39d353}}
    body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0 auto;max-width:1100px;\
    padding:12px 16px 40px;background:var(--bg);color:var(--fg)}
    h1{font-size:22px;margin:8px 0 2px}h2{font-size:16px;margin:24px 0 8px;border-bottom:1px solid var(--line)}
    .sub{color:var(--sub)}
    .filters{position:sticky;top:0;z-index:2;background:var(--bg);padding:8px 0;display:flex;flex-wrap:wrap;\
    gap:8px 16px;align-items:center;border-bottom:1px solid var(--line)}
    select,input,button{font:inherit;color:inherit;background:var(--panel);border:1px solid var(--line);\
    border-radius:4px;padding:2px 6px}
    :focus-visible{outline:3px solid var(--accent);outline-offset:2px}
    #map{display:block;width:100%;height:480px;background:var(--map);border-radius:6px;cursor:grab;\
    touch-action:none}
    table{border-collapse:collapse;font-variant-numeric:tabular-nums}td,th{padding:3px 12px 3px 0;\
    text-align:left;vertical-align:top}th{color:var(--sub);font-weight:600}
    table.grid td,table.grid th{border-bottom:1px solid var(--line)}td.n,th.n{text-align:right;white-space:nowrap}
    .wide{overflow-x:auto}#workouts td:nth-child(n+5),#workouts th:nth-child(n+5){text-align:right;\
    white-space:nowrap}
    th button{border:0;background:none;padding:0;font-weight:600;color:var(--sub);cursor:pointer}
    .scroll{max-height:560px;overflow:auto;border:1px solid var(--line);border-radius:6px}
    .scroll thead th{position:sticky;top:0;background:var(--bg)}
    svg{display:block;max-width:100%;height:auto}svg text{font:10px system-ui,sans-serif;fill:var(--sub)}
    .cal .c0{fill:var(--c0)}.cal .c1{fill:var(--c1)}.cal .c2{fill:var(--c2)}.cal .c3{fill:var(--c3)}\
    .cal .c4{fill:var(--c4)}.cal [data-d]{cursor:pointer}.cal .on{stroke:var(--fg);stroke-width:1.5}
    .spark path{fill:none;stroke:var(--accent);stroke-width:1.3;stroke-linecap:round}.spark .axis{stroke:var(--line)}
    .chart text,.route text{font:11px system-ui,sans-serif;fill:var(--sub)}
    .loss td{color:#b06000}a{color:var(--accent)}
    @media (max-width:640px){#map{height:320px}td,th{padding-right:6px}.hide-s{display:none}\
    #calendar{overflow-x:auto}#calendar svg{max-width:none}}
    """

  /// The explorer's script: reads the data blob, draws the map, calendar, totals, bests and health charts
  /// for the filters' selection, and sorts, searches and filters the workout table.
  static let explorerScript = #"""
    "use strict";
    (function () {
    // The load's steps as performance marks (the benchmark reads them from body[data-marks]).
    let marks = [];
    const mark = (name) => { if (marks) { performance.mark(name); marks.push(name + "=" + Math.round(performance.now())); } };
    mark("script");
    const D = JSON.parse(document.getElementById("data").textContent);
    mark("json");
    const W = D.w, N = W.length, $ = (id) => document.getElementById(id);
    const imp = D.units === "imperial";
    const KM = imp ? 1609.344 : 1000, DU = imp ? "mi" : "km", EM = imp ? 0.3048 : 1, EU = imp ? "ft" : "m";
    // One formatter per number of decimals (`toLocaleString` makes one per call).
    const formats = [];
    const num = (v, d) => (formats[d] ||= new Intl.NumberFormat("en", { minimumFractionDigits: d, maximumFractionDigits: d })).format(v);
    const dist = (m) => num(m / KM, m / KM < 100 ? 2 : 0) + " " + DU;
    const up = (m) => num(m / EM, 0) + " " + EU;
    const dur = (s) => { s = Math.round(s); const h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60, x = s % 60;
      return h + ":" + String(m).padStart(2, "0") + ":" + String(x).padStart(2, "0"); };
    const dayText = (d) => new Date(d * 864e5).toISOString().slice(0, 10);
    const yearOf = (d) => new Date(d * 864e5).getUTCFullYear();
    const esc = (t) => String(t).replace(/[&<>"']/g, (c) => "&#" + c.charCodeAt(0) + ";");
    const rowOf = [];
    for (const r of document.querySelectorAll("#workouts tbody tr")) rowOf[+r.id.slice(1)] = r;
    const label = (i) => { const c = rowOf[i].cells; return c[0].textContent + " " + c[1].textContent; };
    const open = (i) => { location.href = rowOf[i].querySelector("a").href; };
    mark("rows");
    // Routes: polyline text (zig-zag 5-bit groups), a segment's first point absolute, then deltas.
    function decode(s) {
      if (!s) return null;
      const segs = []; let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
      for (const part of s.split(" ")) {
        const pts = []; let i = 0, x = 0, y = 0, k = 0;
        while (i < part.length) {
          let v = 0, sh = 0, b;
          // Zig-zag values stay below 2^27 (a 2^24 grid), so 32-bit shifts hold them.
          do { b = part.charCodeAt(i++) - 63; v |= (b & 31) << sh; sh += 5; } while (b >= 32);
          v = v & 1 ? -((v + 1) >> 1) : v >> 1;
          if (k++ % 2 === 0) x += v; else { y += v; pts.push(x, y);
            x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y); }
        }
        if (pts.length) segs.push(pts);
      }
      return { segs, box: [x0, y0, x1, y1] };
    }
    const R = D.r.map(decode);
    mark("routes");
    // Filters.
    let sel = [], query = "";
    const fs = $("f-sport"), fy = $("f-year"), fo = $("f-source");
    function selection() {
      const sp = fs.value, yr = fy.value, so = fo.value, out = [];
      for (let i = 0; i < N; i++) {
        const w = W[i];
        if ((sp === "" || D.sports[w[2]] === sp) && (yr === "" || yearOf(w[0]) === +yr) &&
          (so === "" || D.sources[w[3]] === so)) out.push(i);
      }
      return out;
    }
    // Map.
    const cv = $("map"), ctx = cv.getContext("2d");
    let view = null, pick = -1, dpr = 1;
    // Per pixel: how many routes cross it (`count`), and the last route counted there (`last`), so that a
    // route crossing a pixel twice counts once.
    let count = null, last = null, img = null;
    function size() {
      dpr = window.devicePixelRatio || 1;
      const w = cv.clientWidth, h = cv.clientHeight;
      cv.width = Math.max(1, Math.round(w * dpr)); cv.height = Math.max(1, Math.round(h * dpr));
      count = new Uint32Array(cv.width * cv.height); last = new Int32Array(cv.width * cv.height);
      img = ctx.createImageData(cv.width, cv.height);
    }
    function fit() {
      let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
      for (const i of sel) { const r = R[i]; if (!r) continue;
        x0 = Math.min(x0, r.box[0]); y0 = Math.min(y0, r.box[1]); x1 = Math.max(x1, r.box[2]); y1 = Math.max(y1, r.box[3]); }
      if (x0 === Infinity) { view = { cx: 8388608, cy: 8388608, s: cv.width / 16777216 }; return; }
      const s = Math.min(cv.width / Math.max(x1 - x0, 50), cv.height / Math.max(y1 - y0, 50)) * 0.92;
      view = { cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, s };
    }
    function ramp(dark) {
      const stops = dark ? [[90, 150, 255], [255, 200, 40], [255, 255, 255]] : [[50, 100, 210], [240, 120, 20], [150, 0, 30]];
      const out = [];
      for (let a = 0; a < 256; a++) { const t = a / 255 * 2, k = Math.min(1, Math.floor(t)), f = t - k;
        out.push(stops[k].map((c, j) => Math.round(c + (stops[k + 1][j] - c) * f))); }
      return out;
    }
    const dark = matchMedia("(prefers-color-scheme: dark)");
    let colours = ramp(dark.matches);
    function trace(c, r) {
      const W2 = cv.width / 2, H2 = cv.height / 2;
      for (const p of r.segs) { let lx = NaN, ly = NaN;
        for (let k = 0; k < p.length; k += 2) {
          const X = (p[k] - view.cx) * view.s + W2, Y = (p[k + 1] - view.cy) * view.s + H2;
          if (k === 0) { c.moveTo(X, Y); lx = X; ly = Y; }
          else if (Math.abs(X - lx) + Math.abs(Y - ly) >= 1 || k === p.length - 2) { c.lineTo(X, Y); lx = X; ly = Y; }
        } }
    }
    function visible(r) {
      const hw = cv.width / 2 / view.s, hh = cv.height / 2 / view.s;
      return r.box[2] >= view.cx - hw && r.box[0] <= view.cx + hw && r.box[3] >= view.cy - hh && r.box[1] <= view.cy + hh;
    }
    // Counts route `i` once in each pixel of the line a→b (canvas pixels, clipped to the canvas), a
    // `brush` pixels wide; returns the highest count it made.
    function line(ax, ay, bx, by, i, brush) {
      const w = cv.width, h = cv.height, xm = w - brush, ym = h - brush;
      // Liang-Barsky: the part of the line inside the canvas.
      let t0 = 0, t1 = 1; const dx = bx - ax, dy = by - ay;
      for (const [p, q] of [[-dx, ax], [dx, xm - ax], [-dy, ay], [dy, ym - ay]]) {
        if (p === 0) { if (q < 0) return 0; continue; }
        const t = q / p;
        if (p < 0) { if (t > t1) return 0; if (t > t0) t0 = t; } else { if (t < t0) return 0; if (t < t1) t1 = t; }
      }
      const x0 = ax + t0 * dx, y0 = ay + t0 * dy, n = Math.max(1, Math.ceil(Math.max(Math.abs(dx), Math.abs(dy)) * (t1 - t0)));
      const sx = dx * (t1 - t0) / n, sy = dy * (t1 - t0) / n;
      let peak = 0;
      for (let k = 0; k <= n; k++) {
        const px = Math.round(x0 + sx * k), py = Math.round(y0 + sy * k);
        for (let v = 0; v < brush; v++) { let at = (py + v) * w + px;
          for (let u = 0; u < brush; u++, at++) {
            if (last[at] !== i) { last[at] = i; const c = ++count[at]; if (c > peak) peak = c; } } }
      }
      return peak;
    }
    function draw() {
      const w = cv.width, h = cv.height, W2 = w / 2, H2 = h / 2, brush = Math.max(1, Math.round(1.4 * dpr));
      count.fill(0); last.fill(-1);
      // Density by colour: each pixel's count of routes, on a logarithmic scale.
      let n = 0, peak = 0;
      for (const i of sel) { const r = R[i]; if (!r) continue; n++;
        if (!visible(r)) continue;
        for (const p of r.segs) {
          let ax = (p[0] - view.cx) * view.s + W2, ay = (p[1] - view.cy) * view.s + H2;
          if (p.length === 2) peak = Math.max(peak, line(ax, ay, ax, ay, i, brush));
          for (let k = 2; k < p.length; k += 2) {
            const bx = (p[k] - view.cx) * view.s + W2, by = (p[k + 1] - view.cy) * view.s + H2;
            peak = Math.max(peak, line(ax, ay, bx, by, i, brush)); ax = bx; ay = by; } } }
      // The top colour from the count of the busiest 1 % of drawn pixels up (a start line that every
      // route crosses would otherwise leave all the rest in the lowest colours).
      const hist = new Uint32Array(peak + 1);
      let drawn = 0;
      for (let q = 0; q < count.length; q++) if (count[q]) { hist[count[q]]++; drawn++; }
      let top = peak;
      for (let seen = 0; top > 2 && (seen += hist[top]) < drawn * 0.01;) top--;
      const a = img.data, scale = top > 1 ? 255 / Math.log(top) : 0;
      for (let q = 0, o = 0; q < count.length; q++, o += 4) { const c = count[q];
        if (!c) { a[o + 3] = 0; continue; }
        const t = Math.min(255, Math.round(Math.log(c) * scale)), rgb = colours[t];
        a[o] = rgb[0]; a[o + 1] = rgb[1]; a[o + 2] = rgb[2]; a[o + 3] = 190 + (t * 65 / 255 | 0); }
      ctx.putImageData(img, 0, 0);
      if (pick >= 0 && R[pick]) { ctx.beginPath(); trace(ctx, R[pick]);
        ctx.strokeStyle = getComputedStyle(document.body).getPropertyValue("--accent"); ctx.lineWidth = 3 * dpr;
        ctx.lineJoin = ctx.lineCap = "round"; ctx.stroke(); }
      cv.dataset.routes = n;
      cv.setAttribute("aria-label", "Heatmap of " + n + " routes" + (pick >= 0 ? "; chosen: " + label(pick) : ""));
    }
    function hit(px, py) {
      const W2 = cv.width / 2, H2 = cv.height / 2, tol = 6 * dpr; let best = -1, bd = tol * tol;
      const gx = (px - W2) / view.s + view.cx, gy = (py - H2) / view.s + view.cy, gt = tol / view.s;
      for (const i of sel) { const r = R[i]; if (!r) continue; const b = r.box;
        if (gx < b[0] - gt || gx > b[2] + gt || gy < b[1] - gt || gy > b[3] + gt) continue;
        for (const p of r.segs) for (let k = 0; k < p.length; k += 2) {
          const ax = (p[k] - view.cx) * view.s + W2, ay = (p[k + 1] - view.cy) * view.s + H2;
          const bx = k + 2 < p.length ? (p[k + 2] - view.cx) * view.s + W2 : ax, by = k + 2 < p.length ? (p[k + 3] - view.cy) * view.s + H2 : ay;
          const dx = bx - ax, dy = by - ay, l = dx * dx + dy * dy, u = l ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / l)) : 0;
          const ex = ax + u * dx - px, ey = ay + u * dy - py, d = ex * ex + ey * ey;
          if (d < bd) { bd = d; best = i; } } }
      return best;
    }
    // Drags and wheel turns draw at most once a frame (a long history's map takes longer than one event).
    let pending = false;
    function redraw() { if (!pending) { pending = true; requestAnimationFrame(() => { pending = false; draw(); }); } }
    function zoom(f, px, py, now) {
      const W2 = cv.width / 2, H2 = cv.height / 2, gx = (px - W2) / view.s + view.cx, gy = (py - H2) / view.s + view.cy;
      view.s = Math.min(Math.max(view.s * f, cv.width / 16777216), 8);
      view.cx = gx - (px - W2) / view.s; view.cy = gy - (py - H2) / view.s; if (now) draw(); else redraw();
    }
    let drag = null;
    cv.addEventListener("pointerdown", (e) => { drag = { x: e.offsetX, y: e.offsetY, cx: view.cx, cy: view.cy, moved: 0 }; cv.setPointerCapture(e.pointerId); });
    cv.addEventListener("pointermove", (e) => { if (!drag) return; const dx = (e.offsetX - drag.x) * dpr, dy = (e.offsetY - drag.y) * dpr;
      drag.moved = Math.max(drag.moved, Math.abs(dx) + Math.abs(dy)); view.cx = drag.cx - dx / view.s; view.cy = drag.cy - dy / view.s; redraw(); });
    cv.addEventListener("pointerup", (e) => { const d = drag; drag = null;
      if (d && d.moved < 4 * dpr) { const i = hit(e.offsetX * dpr, e.offsetY * dpr); if (i >= 0) open(i); } });
    cv.addEventListener("wheel", (e) => { e.preventDefault(); zoom(e.deltaY < 0 ? 1.25 : 0.8, e.offsetX * dpr, e.offsetY * dpr); }, { passive: false });
    cv.addEventListener("keydown", (e) => {
      const step = 60 * dpr / view.s, routes = sel.filter((i) => R[i]), k = e.key;
      if (k === "ArrowLeft") view.cx -= step; else if (k === "ArrowRight") view.cx += step;
      else if (k === "ArrowUp") view.cy -= step; else if (k === "ArrowDown") view.cy += step;
      else if (k === "+" || k === "=") return void (e.preventDefault(), zoom(1.25, cv.width / 2, cv.height / 2, true));
      else if (k === "-") return void (e.preventDefault(), zoom(0.8, cv.width / 2, cv.height / 2, true));
      else if (k === "0") fit();
      else if ((k === "n" || k === "p") && routes.length) { const at = routes.indexOf(pick);
        pick = routes[(at + (k === "n" ? 1 : routes.length - 1) + (at < 0 && k === "p" ? 1 : 0)) % routes.length];
        $("map-status").textContent = "Chosen: " + label(pick) + ". Enter opens its page."; }
      else if (k === "Enter" && pick >= 0) return void open(pick);
      else if (k === "Escape") { pick = -1; $("map-status").textContent = ""; }
      else return;
      e.preventDefault(); draw();
    });
    // Calendar: one GitHub-style grid per year of the selection, weeks from Sunday.
    function calendar() {
      const per = new Map();
      for (const i of sel) { const d = W[i][0], o = per.get(d) || { n: 0, m: 0 }; o.n++; o.m += W[i][4] || 0; per.set(d, o); }
      // The latest six years of the selection (a year chosen in the filter shows that one).
      const years = [...new Set([...per.keys()].map(yearOf))].sort((a, b) => b - a).slice(0, 6);
      let html = "";
      for (const y of years) {
        const first = Date.UTC(y, 0, 1) / 864e5, last = Date.UTC(y + 1, 0, 1) / 864e5, lead = (first + 4) % 7;
        let cells = "", days = 0, total = 0;
        const peak = Math.max(1, ...[...per].filter(([d]) => d >= first && d < last).map(([, o]) => o.n));
        for (let d = first; d < last; d++) { const o = per.get(d), c = d - first + lead, n = o ? o.n : 0;
          if (n) { days++; total += o.m; }
          const lv = n === 0 ? 0 : Math.min(4, 1 + Math.floor((n - 1) * 4 / peak));
          const what = `${dayText(d)}: ${n} workout${n === 1 ? "" : "s"}${n ? ", " + dist(o.m) : ""}`;
          cells += `<rect class="c${lv}${d === day ? " on" : ""}" x="${28 + Math.floor(c / 7) * 13}" y="${14 + (c % 7) * 13}" width="11" height="11" rx="2"` +
            (n ? ` data-d="${d}" tabindex="0" role="button" aria-label="${what}"` : "") + `><title>${what}</title></rect>`; }
        let months = "";
        for (let m = 0; m < 12; m++) { const c = Date.UTC(y, m, 1) / 864e5 - first + lead;
          months += `<text x="${28 + Math.floor(c / 7) * 13}" y="10">${new Date(Date.UTC(y, m, 1)).toLocaleString("en", { month: "short", timeZone: "UTC" })}</text>`; }
        html += `<svg class="cal" viewBox="0 0 730 108" width="730" height="108" role="group" aria-label="${y}: ${days} days with workouts, ${dist(total)}"><text x="0" y="24">${y}</text>${months}<text x="0" y="52">Tue</text><text x="0" y="78">Thu</text>${cells}</svg>`;
      }
      $("calendar").innerHTML = html || "<p class=sub>No workouts in this selection.</p>";
    }
    // A day of the calendar, clicked or chosen with Enter: the list shows that day's workouts, a line under
    // the calendar links each one, and the map chooses the first.
    let day = null;
    function showDay(d) {
      day = d;
      const list = sel.filter((i) => W[i][0] === d);
      pick = list.length ? list[0] : -1;
      $("cal-day").innerHTML = d === null ? "" : `${dayText(d)}: ${list.length} workout${list.length === 1 ? "" : "s"} ` +
        list.map((i) => `<button type="button" data-w="${i}">${esc(label(i))}</button>`).join(" ") +
        ` <button type="button" data-all="1">all days</button>`;
      if (d !== null) $("list").open = true;
      calendar(); draw(); table();
    }
    $("calendar").addEventListener("click", (e) => { const r = e.target.closest("[data-d]"); if (r) showDay(+r.dataset.d); });
    $("calendar").addEventListener("keydown", (e) => {
      const r = e.target.closest("[data-d]");
      if (r && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); showDay(+r.dataset.d); }
    });
    $("cal-day").addEventListener("click", (e) => {
      const b = e.target.closest("button"); if (!b) return;
      if (b.dataset.all) showDay(null); else open(+b.dataset.w);
    });
    // Totals of the selection per sport and per period.
    const fields = (i) => [1, W[i][4] || 0, W[i][5] || 0, W[i][7] || 0, W[i][8] || 0];
    const shown = [(v) => num(v, 0), dist, dur, up, (v) => num(v, 0) + " kcal"];
    function totalsRow(name, t, id) {
      return `<tr${id ? ` id="${id}"` : ""}><th scope="row">${esc(name)}</th>` + t.map((v, j) => `<td class="n" data-v="${Math.round(v * 10) / 10}">${shown[j](v)}</td>`).join("") + "</tr>";
    }
    const head = "<thead><tr><th></th><th class=n>workouts</th><th class=n>distance</th><th class=n>time</th><th class=n>ascent</th><th class=n>energy</th></tr></thead>";
    function periodKey(d) {
      const p = $("period").value;
      if (p === "year") return String(yearOf(d));
      if (p === "month") return dayText(d).slice(0, 7);
      return "week of " + dayText(d - (d + 3) % 7);
    }
    function totals() {
      const all = [0, 0, 0, 0, 0], bySport = new Map(), byPeriod = new Map();
      for (const i of sel) { const f = fields(i), s = D.sports[W[i][2]], p = periodKey(W[i][0]);
        if (!bySport.has(s)) bySport.set(s, [0, 0, 0, 0, 0]);
        if (!byPeriod.has(p)) byPeriod.set(p, [0, 0, 0, 0, 0]);
        f.forEach((v, j) => { all[j] += v; bySport.get(s)[j] += v; byPeriod.get(p)[j] += v; }); }
      $("totals-sport").innerHTML = head + "<tbody>" + [...bySport].sort((a, b) => b[1][0] - a[1][0]).map(([s, t]) => totalsRow(s, t)).join("") + totalsRow("all", all, "totals-all") + "</tbody>";
      const dayOrder = [...byPeriod].sort((a, b) => (a[0] < b[0] ? 1 : -1));
      $("totals-period").innerHTML = head + "<tbody>" + dayOrder.map(([p, t]) => totalsRow(p, t)).join("") + "</tbody>";
    }
    // Personal bests of the selection: fastest efforts from the records, longest ride, biggest climb.
    function bests() {
      let rows = "";
      const line = (what, i, v) => rows += `<tr><th scope="row">${what}</th>` + (i < 0 ? "<td>—</td><td></td>" :
        `<td class="n">${v}</td><td><button type="button" data-w="${i}">${esc(label(i))}</button></td>`) + "</tr>";
      // Fastest efforts: of runs, unless the sport filter names another sport.
      const foot = fs.value === "" ? (i) => /run/i.test(D.sports[W[i][2]]) : () => true;
      D.bestNames.forEach((name, j) => { let bi = -1;
        for (const i of sel) { const b = W[i][9 + j]; if (b != null && foot(i) && (bi < 0 || b < W[bi][9 + j])) bi = i; }
        line("fastest " + name + (fs.value === "" ? " (running)" : ""), bi, bi < 0 ? "" : dur(W[bi][9 + j])); });
      let ride = -1, climb = -1;
      for (const i of sel) { const w = W[i];
        if (/cycl|bik|ride/i.test(D.sports[w[2]]) && w[4] != null && (ride < 0 || w[4] > W[ride][4])) ride = i;
        if (w[7] != null && (climb < 0 || w[7] > W[climb][7])) climb = i; }
      line("longest ride", ride, ride < 0 ? "" : dist(W[ride][4]));
      line("biggest climb", climb, climb < 0 ? "" : up(W[climb][7]));
      $("bests").innerHTML = "<tbody>" + rows + "</tbody>";
    }
    $("bests").addEventListener("click", (e) => { const b = e.target.closest("button[data-w]"); if (b) open(+b.dataset.w); });
    // Health: one small chart per daily series, over the year chosen.
    function health() {
      const box = $("health"); if (!box) return;
      let html = "";
      for (const [key, title, unit, digits] of D.healthNames) {
        const s = D.h[key]; if (!s) continue;
        const pts = []; let d = 0;
        for (let k = 0; k < s.length; k += 2) { d += s[k]; if (fy.value === "" || yearOf(d) === +fy.value) pts.push([d, s[k + 1]]); }
        if (!pts.length) continue;
        const vs = pts.map((p) => p[1]), lo = Math.min(...vs), hi = Math.max(...vs), d0 = pts[0][0], d1 = Math.max(pts[pts.length - 1][0], d0 + 1);
        const x = (d) => 50 + (d - d0) / (d1 - d0) * 900, y = (v) => 90 - (hi > lo ? (v - lo) / (hi - lo) : 0.5) * 70;
        let path = "", prev = null;
        // A new line after a week without values; each line starts with a dot, so a lone day shows.
        for (const [dd, v] of pts) { const at = x(dd).toFixed(1) + " " + y(v).toFixed(1);
          path += prev === null || dd - prev > 7 ? "M" + at + "l0.1 0" : "L" + at; prev = dd; }
        const f = (v) => num(v, digits);
        html += `<svg class="spark" viewBox="0 0 960 110" width="960" height="110" role="img" aria-label="${title} per day, ${dayText(d0)} to ${dayText(pts[pts.length - 1][0])}: lowest ${f(lo)}, highest ${f(hi)}, latest ${f(vs[vs.length - 1])} ${unit}">` +
          `<text x="50" y="12">${title} (${unit})</text><line class="axis" x1="50" x2="950" y1="95" y2="95"/><path d="${path}"/>` +
          `<text x="44" y="${y(hi) + 4}" text-anchor="end">${f(hi)}</text><text x="44" y="${y(lo) + 4}" text-anchor="end">${f(lo)}</text>` +
          `<text x="50" y="107">${dayText(d0)}</text><text x="950" y="107" text-anchor="end">${dayText(pts[pts.length - 1][0])}</text></svg>`;
      }
      box.innerHTML = html || "<p class=sub>No health data in this year.</p>";
    }
    // Workout table: filter, search, sort.
    // The rows' text, read at the first search (reading 10,000 rows' text costs as much as drawing the map).
    let text = null;
    function table() {
      if (query && !text) text = rowOf.map((r) => r.textContent.toLowerCase());
      const on = new Set(sel); let n = 0;
      for (let i = 0; i < N; i++) { const show = on.has(i) && (day === null || W[i][0] === day) && (!query || text[i].includes(query)); if (rowOf[i].hidden === show) rowOf[i].hidden = !show; if (show) n++; }
      $("f-count").textContent = sel.length + " of " + N + " workouts" + (query || day !== null ? ", " + n + " listed" : "");
    }
    const keys = { start: (i) => i, name: (i) => rowOf[i].cells[1].textContent.toLowerCase(), sport: (i) => D.sports[W[i][2]],
      source: (i) => D.sources[W[i][3]], distance: (i) => W[i][4] ?? -1, time: (i) => W[i][5] ?? -1, ascent: (i) => W[i][7] ?? -1 };
    document.querySelector("#workouts thead").addEventListener("click", (e) => {
      const b = e.target.closest("button[data-k]"); if (!b) return;
      const th = b.parentElement, dir = th.getAttribute("aria-sort") === "ascending" ? -1 : 1, key = keys[b.dataset.k];
      for (const o of document.querySelectorAll("#workouts thead th")) o.removeAttribute("aria-sort");
      th.setAttribute("aria-sort", dir > 0 ? "ascending" : "descending");
      const order = [...Array(N).keys()].sort((a, c) => { const x = key(a), y = key(c); return (x < y ? -1 : x > y ? 1 : a - c) * dir; });
      const body = document.querySelector("#workouts tbody");
      for (const i of order) body.appendChild(rowOf[i]);
    });
    $("search").addEventListener("input", (e) => { query = e.target.value.trim().toLowerCase(); $("list").open = true; table(); });
    function update(refit) { sel = selection(); day = null; $("cal-day").textContent = ""; if (refit) fit(); pick = -1;
      mark("selection"); draw(); mark("map"); calendar(); mark("calendar"); totals(); bests(); mark("totals"); health(); mark("health");
      table(); mark("table"); }
    for (const f of [fs, fy, fo]) f.addEventListener("change", () => update(true));
    $("period").addEventListener("change", totals);
    dark.addEventListener("change", (e) => { colours = ramp(e.matches); draw(); });
    window.addEventListener("resize", () => { size(); fit(); draw(); });
    size(); update(true);
    // Milliseconds from the navigation's start until everything is drawn (the benchmark reads it).
    document.body.dataset.marks = marks.join(" ");
    marks = null;
    document.body.dataset.ready = String(Math.max(1, Math.round(performance.now())));
    })();
    """#
}
