// Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
// (the ISC licence: see the file COPYING).
// viewer.js: the script of the replay viewer, lib/pictures/viewer.html,
// which embed.awk puts in the page where the page names it (these opening
// comment lines stay out: the page's own header says the licence).
	var SVGNS = "http://www.w3.org/2000/svg";
	var PITCH = 40, HEX_ROW = 35, PIECE = 16, HOLE = 4, RING = 18, GONE = 14;
	var CHECKPOINT = 64;
	var LINES = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00",
	    "#56b4e9", "#000000", "#8c564b"];
	var DASHES = ["", "6 3", "2 2", "8 3 2 3"];
	var errors = [];

	window.addEventListener("error", function (e) {
		errors.push(String(e.message));
		note();
	});
	var consoleError = console.error;
	console.error = function () {
		errors.push(Array.prototype.join.call(arguments, " "));
		note();
		consoleError.apply(console, arguments);
	};

	function $(id) { return document.getElementById(id); }

	function svg(name, attrs, parent) {
		var e = document.createElementNS(SVGNS, name), k;
		for (k in attrs)
			e.setAttribute(k, attrs[k]);
		if (parent)
			parent.appendChild(e);
		return e;
	}

	/* Column names as leapfrog(5) writes them: a ... z, aa, ab, ... */
	function columnName(c) {
		var s = "";
		for (c += 1; c > 0; c = Math.floor(c / 26)) {
			c -= 1;
			s = String.fromCharCode(97 + c % 26) + s;
		}
		return s;
	}

	var games = JSON.parse($("lf-games").textContent);
	var game = null, shown = -1, current = 0, loading = false;
	var addressTimer = null;

	/* Read a game's board field into cells: -1 no cell, 0 empty, 1-9. */
	function parseBoard(g) {
		var rows = g.board.split("/"), cells = [], r, c, ch;
		for (r = 0; r < g.h; r++)
			for (c = 0; c < g.w; c++) {
				ch = rows[r].charAt(c);
				cells.push(ch === "#" ? -1 : ch === "." ? 0 : +ch);
			}
		return cells;
	}

	/* Apply move i of g to cells and scores, and return what it took. */
	function applyMove(g, cells, scores, i) {
		return applyRoute(g, cells, scores, (g.turn + i) % g.players,
		    g.moves[i]);
	}

	/* Apply a move m, a route of (column, row) pairs, to cells and
	 * scores: a removal takes its square's piece, a jump each piece it
	 * passes over, halfway between two squares of the route, and player
	 * gets their points.  Return what was taken, as [cell, value] pairs,
	 * for drawing. */
	function applyRoute(g, cells, scores, player, m) {
		var taken = [], k, at, v;
		if (m.length === 2) {
			at = m[1] * g.w + m[0];
			taken.push([at, cells[at]]);
			scores[player] += cells[at];
			cells[at] = 0;
			return taken;
		}
		v = cells[m[1] * g.w + m[0]];
		cells[m[1] * g.w + m[0]] = 0;
		for (k = 2; k < m.length; k += 2) {
			at = (m[k - 1] + m[k + 1]) / 2 * g.w + (m[k - 2] + m[k]) / 2;
			taken.push([at, cells[at]]);
			scores[player] += cells[at];
			cells[at] = 0;
		}
		cells[m[m.length - 1] * g.w + m[m.length - 2]] = v;
		return taken;
	}

	/* How player p's line is drawn in the chart and the table: a colour
	 * and a dash pattern, so that lines differ by more than colour. */
	function lineStyle(p) {
		return [LINES[p % LINES.length],
		    DASHES[(p + Math.floor(p / LINES.length)) % DASHES.length]];
	}

	/* Replay a game once: the scores after every move (for the chart
	 * and the table) and the board every CHECKPOINT moves. */
	function prepare(g) {
		var cells = parseBoard(g), scores = g.score.slice(), i;
		g.cells0 = cells.slice();
		g.scores = [scores.slice()];
		g.checkpoints = [cells.slice()];
		for (i = 0; i < g.moves.length; i++) {
			applyMove(g, cells, scores, i);
			g.scores.push(scores.slice());
			if ((i + 1) % CHECKPOINT === 0)
				g.checkpoints.push(cells.slice());
		}
	}

	/* The board after n moves, and what the last of them captured. */
	function boardAt(g, n) {
		var at = Math.floor(n / CHECKPOINT) * CHECKPOINT;
		var cells, scores, taken = [], i;
		if (at === n && n > 0)
			at -= CHECKPOINT;
		cells = g.checkpoints[at / CHECKPOINT].slice();
		scores = g.scores[at].slice();
		for (i = at; i < n; i++)
			taken = applyMove(g, cells, scores, i);
		return { cells: cells, taken: taken };
	}

	function cellX(g, c, r) { return PITCH * c + (g.hex ? r * PITCH / 2 : 0); }
	function cellY(g, r) { return (g.hex ? HEX_ROW : PITCH) * r; }

	/* Draw a game's board once: ground, holes, pieces and coordinates;
	 * later steps only change the pieces and the marks. */
	function buildBoard(g) {
		var board = $("board"), half = PITCH / 2, labels = [], ground;
		var xmin = Infinity, xmax = -Infinity, ymin = 0, ymax = 0;
		var r, c, x, y, i;
		while (board.lastChild && board.lastChild.nodeName !== "title")
			board.removeChild(board.lastChild);
		/* Row names left of each row (of a hexagon, of its first
		 * cell), column names below. */
		for (r = 0; r < g.h; r++)
			labels.push([cellX(g, firstColumn(g, r) - 1, r), cellY(g, r),
			    String(g.h - r), "row", r]);
		for (c = 0; c < g.w; c++)
			labels.push(columnLabel(g, c));
		for (r = 0; r < g.h; r++)
			for (c = 0; c < g.w; c++)
				if (g.cells0[r * g.w + c] >= 0) {
					xmin = Math.min(xmin, cellX(g, c, r));
					xmax = Math.max(xmax, cellX(g, c, r));
				}
		for (i = 0; i < labels.length; i++) {
			xmin = Math.min(xmin, labels[i][0]);
			xmax = Math.max(xmax, labels[i][0]);
			ymin = Math.min(ymin, labels[i][1]);
			ymax = Math.max(ymax, labels[i][1]);
		}
		board.setAttribute("viewBox", (xmin - half - 4) + " " +
		    (ymin - half - 4) + " " + (xmax - xmin + PITCH + 8) + " " +
		    (ymax - ymin + PITCH + 8));
		ground = svg("g", { fill: "#e8dcc0", stroke: "#e8dcc0",
		    "stroke-width": 8, "stroke-linejoin": "round" }, board);
		var holes = svg("g", { fill: "none", stroke: "#6b5a3a",
		    "stroke-width": 1.5 }, board);
		svg("g", { id: "gone", opacity: 0.45, stroke: "#333",
		    "stroke-dasharray": "3 3" }, board);
		svg("g", { id: "gone-values", opacity: 0.8, "font-size": 11,
		    "text-anchor": "middle" }, board);
		var pieces = svg("g", { id: "pieces", stroke: "#333",
		    "font-size": 16, "font-weight": "bold",
		    "text-anchor": "middle" }, board);
		svg("g", { id: "marks", fill: "none", stroke: "#000",
		    "stroke-width": 3 }, board);
		var defs = svg("defs", {}, board);
		var marker = svg("marker", { id: "arrow", viewBox: "0 0 10 10",
		    refX: 9, refY: 5, markerWidth: 4, markerHeight: 4,
		    orient: "auto" }, defs);
		svg("path", { d: "M0,0 L10,5 L0,10 z", fill: "#000" }, marker);
		/* The arrows are opaque, each on a pale casing, so that
		 * they stand over the faded pieces they took. */
		svg("g", { id: "route", fill: "none", stroke: "#000",
		    "stroke-width": 3, "stroke-linecap": "round" }, board);
		var names = svg("g", { fill: "#555", "font-size": 12,
		    "text-anchor": "middle" }, board);
		g.cellNodes = [];
		for (r = 0; r < g.h; r++)
			for (c = 0; c < g.w; c++) {
				if (g.cells0[r * g.w + c] < 0) {
					g.cellNodes.push(null);
					continue;
				}
				x = cellX(g, c, r);
				y = cellY(g, r);
				if (g.hex)
					svg("polygon", { points: x + "," + (y - 23) + " " +
					    (x + half) + "," + (y - 12) + " " +
					    (x + half) + "," + (y + 12) + " " +
					    x + "," + (y + 23) + " " +
					    (x - half) + "," + (y + 12) + " " +
					    (x - half) + "," + (y - 12) }, ground);
				else
					svg("rect", { x: x - half, y: y - half,
					    width: PITCH, height: PITCH }, ground);
				svg("circle", { cx: x, cy: y, r: HOLE }, holes);
				var group = svg("g", { "data-square":
				    squareName(g, c, r) }, pieces);
				g.cellNodes.push({ group: group, shown: null,
				    circle: svg("circle", { cx: x, cy: y, r: PIECE },
				    group), text: svg("text", { x: x, y: y + 6,
				    stroke: "none" }, group) });
			}
		for (i = 0; i < labels.length; i++)
			svg("text", { x: labels[i][0], y: labels[i][1] + 4,
			    "data-kind": labels[i][3], "data-index": labels[i][4] },
			    names).textContent = labels[i][2];
	}

	/* Where column c's name goes, as [x, y, name, "column", c]: below
	 * the board; on a hexagonal board, where a column runs slantwise,
	 * just below its lowest cell or else just above its highest, where
	 * no cell of another column stands as near, or else where its next
	 * cell below would be. */
	function columnLabel(g, c) {
		var low = lastRow(g, c), high = firstRow(g, c), at;
		if (!g.hex)
			at = [cellX(g, c, g.h), cellY(g, g.h)];
		else if (!isCell(g, c - 1, low + 1) && !isCell(g, c, low + 1))
			at = [cellX(g, c, low), cellY(g, low + 1)];
		else if (!isCell(g, c, high - 1) && !isCell(g, c + 1, high - 1))
			at = [cellX(g, c, high), cellY(g, high - 1)];
		else
			at = [cellX(g, c, low + 1), cellY(g, low + 1)];
		return [at[0], at[1], columnName(c), "column", c];
	}

	function isCell(g, c, r) {
		return c >= 0 && c < g.w && r >= 0 && r < g.h &&
		    g.cells0[r * g.w + c] >= 0;
	}

	function firstRow(g, c) {
		var r;
		for (r = 0; r < g.h; r++)
			if (g.cells0[r * g.w + c] >= 0)
				return r;
		return 0;
	}

	function firstColumn(g, r) {
		var c;
		if (!g.hex)
			return 0;
		for (c = 0; c < g.w; c++)
			if (g.cells0[r * g.w + c] >= 0)
				return c;
		return 0;
	}

	function lastRow(g, c) {
		var r;
		for (r = g.h - 1; r >= 0; r--)
			if (g.cells0[r * g.w + c] >= 0)
				return r;
		return g.h - 1;
	}

	function squareName(g, c, r) { return columnName(c) + (g.h - r); }

	/* Show the pieces of cells, changing only the cells that differ. */
	function showPieces(g, cells) {
		var i, v, n, colour;
		for (i = 0; i < cells.length; i++) {
			n = g.cellNodes[i];
			v = cells[i];
			if (!n || n.shown === v)
				continue;
			n.shown = v;
			if (v <= 0) {
				n.group.setAttribute("class", "empty");
				n.group.setAttribute("visibility", "hidden");
				n.text.textContent = "";
				continue;
			}
			colour = g.colours[v] || g.colours[0];
			n.group.setAttribute("class", "v" + v);
			n.group.removeAttribute("visibility");
			n.circle.setAttribute("fill", colour[0]);
			n.text.setAttribute("fill", colour[1]);
			n.text.textContent = String(v);
		}
	}

	function clear(node) {
		while (node.firstChild)
			node.removeChild(node.firstChild);
	}

	/* Mark move m, a route (null: none), the one that led to the
	 * position shown: its squares ringed, its steps as arrows, what it
	 * took faded under them, with its value beside the arrow that
	 * crosses it. */
	function showMove(g, m, taken) {
		var marks = $("marks"), route = $("route"), gone = $("gone");
		var values = $("gone-values"), k, x0, y0, x1, y1, colour, t, side;
		clear(marks);
		clear(route);
		clear(gone);
		clear(values);
		if (m === null)
			return;
		for (k = 0; k < m.length; k += 2)
			svg("circle", { cx: cellX(g, m[k], m[k + 1]),
			    cy: cellY(g, m[k + 1]), r: RING }, marks);
		for (k = 0; k < taken.length; k++) {
			if (taken[k][1] <= 0)
				continue;
			x0 = cellX(g, taken[k][0] % g.w, Math.floor(taken[k][0] / g.w));
			y0 = cellY(g, Math.floor(taken[k][0] / g.w));
			colour = g.colours[taken[k][1]] || g.colours[0];
			svg("circle", { cx: x0, cy: y0, r: GONE, fill: colour[0] },
			    gone);
			side = m.length > 2 ? across(g, m, k) : [0, 0];
			t = svg("text", { x: x0 + 8 * side[0],
			    y: y0 + 8 * side[1] + 4 }, values);
			t.textContent = String(taken[k][1]);
		}
		for (k = 2; k < m.length; k += 2) {
			x0 = cellX(g, m[k - 2], m[k - 1]);
			y0 = cellY(g, m[k - 1]);
			x1 = cellX(g, m[k], m[k + 1]);
			y1 = cellY(g, m[k + 1]);
			svg("line", { x1: x0 + (x1 - x0) / 5, y1: y0 + (y1 - y0) / 5,
			    x2: x1 - (x1 - x0) / 4, y2: y1 - (y1 - y0) / 4,
			    stroke: "#fafafa", "stroke-width": 7,
			    "class": "casing" }, route);
			svg("line", { x1: x0 + (x1 - x0) / 5, y1: y0 + (y1 - y0) / 5,
			    x2: x1 - (x1 - x0) / 5, y2: y1 - (y1 - y0) / 5,
			    "marker-end": "url(#arrow)" }, route);
		}
	}

	/* The side of step k of route m (a unit vector across it, upwards,
	 * or rightwards for an upright step), where the value of the piece
	 * it jumps goes. */
	function across(g, m, k) {
		var dx = cellX(g, m[2 * k + 2], m[2 * k + 3]) -
		    cellX(g, m[2 * k], m[2 * k + 1]);
		var dy = cellY(g, m[2 * k + 3]) - cellY(g, m[2 * k + 1]);
		var len = Math.sqrt(dx * dx + dy * dy), x = dy / len, y = -dx / len;
		return y > 0 || (y === 0 && x < 0) ? [-x, -y] : [x, y];
	}

	/* The scores table, built once per game. */
	function buildScores(g) {
		var body = $("scores").tBodies[0], p, tr, th, td, sw;
		clear(body);
		g.scoreCells = [];
		g.scoreRows = [];
		for (p = 0; p < g.players; p++) {
			tr = document.createElement("tr");
			th = document.createElement("th");
			th.scope = "row";
			sw = svg("svg", { "class": "swatch", viewBox: "0 0 24 8",
			    "aria-hidden": "true" });
			svg("line", { x1: 0, y1: 4, x2: 24, y2: 4,
			    stroke: lineStyle(p)[0], "stroke-width": 3,
			    "stroke-dasharray": lineStyle(p)[1] }, sw);
			th.appendChild(sw);
			th.appendChild(document.createTextNode(" player " + (p + 1)));
			td = document.createElement("td");
			td.className = "score";
			tr.appendChild(th);
			tr.appendChild(td);
			body.appendChild(tr);
			g.scoreCells.push(td);
			g.scoreRows.push(tr);
		}
	}

	/* The chart of every player's score after each move. */
	function buildChart(g) {
		var chart = $("chart"), n = g.moves.length, top = 1, p, i, pts;
		var W = 600, H = 150;
		clear(chart);
		chart.setAttribute("viewBox", "0 0 " + W + " " + H);
		for (i = 0; i <= n; i++)
			for (p = 0; p < g.players; p++)
				top = Math.max(top, g.scores[i][p]);
		for (p = 0; p < g.players; p++) {
			pts = [];
			for (i = 0; i <= n; i++)
				pts.push((n ? i * W / n : 0).toFixed(1) + "," +
				    (H - 4 - g.scores[i][p] * (H - 8) / top).toFixed(1));
			svg("polyline", { points: pts.join(" "), fill: "none",
			    stroke: lineStyle(p)[0], "stroke-width": 2,
			    "vector-effect": "non-scaling-stroke",
			    "stroke-dasharray": lineStyle(p)[1] }, chart);
		}
		g.cursor = svg("line", { y1: 0, y2: H, stroke: "#888",
		    "stroke-width": 1, "vector-effect": "non-scaling-stroke" },
		    chart);
	}

	/* The list of moves, each a button that shows the position after it. */
	function buildMoves(g) {
		var list = $("moves"), i, li, b, num, notes = {};
		clear(list);
		g.moveButtons = [];
		g.notes.forEach(function (n) { notes[n[0]] = n[1]; });
		for (i = 0; i < g.moves.length; i++) {
			li = document.createElement("li");
			b = document.createElement("button");
			b.type = "button";
			num = document.createElement("span");
			num.className = "num";
			num.textContent = (g.ply + i + 1) + ".";
			b.appendChild(num);
			b.appendChild(document.createTextNode(" " + g.notation[i]));
			/* Its name starts with the text it shows, for those who
			 * say what they click. */
			b.setAttribute("aria-label", b.textContent + ", player " +
			    ((g.turn + i) % g.players + 1) +
			    (i in notes ? " (" + notes[i] + ")" : ""));
			if (i in notes)
				b.title = notes[i];
			b.addEventListener("click", go.bind(null, i + 1));
			li.appendChild(b);
			list.appendChild(li);
			g.moveButtons.push(b);
		}
	}

	function choose(index) {
		game = games[index];
		if (!game.scores)
			prepare(game);
		buildBoard(game);
		buildScores(game);
		buildChart(game);
		buildMoves(game);
		$("rules").textContent = game.about;
		$("rules").title = game.rules;
		$("raw-rules").textContent = game.rules;
		$("comments").textContent = game.comments.join("\n");
		$("comments").hidden = game.comments.length === 0;
		$("slider").max = game.moves.length;
		$("game").value = String(index);
		current = index;
		shown = -1;
		gameShown(true);
	}

	/* Show the position after n moves of the current game. */
	function go(n) {
		var g = game, at, p, player, over, text, x;
		n = Math.max(0, Math.min(g.moves.length, n));
		at = boardAt(g, n);
		showPieces(g, at.cells);
		showMove(g, n > 0 ? g.moves[n - 1] : null, at.taken);
		over = n === g.moves.length && g.end !== null;
		player = (g.turn + n) % g.players;
		if (over)
			text = "Ply " + (g.ply + n) + ", " + g.end;
		else
			text = "Ply " + (g.ply + n) + ", player " + (player + 1) +
			    " to move" + (g.ply + n < g.removals ? " (removal)" : "");
		$("status").textContent = text;
		$("board-label").textContent = "The board after " + n + " of " +
		    g.moves.length + " moves. " + text;
		for (p = 0; p < g.players; p++) {
			g.scoreCells[p].textContent = String(g.scores[n][p]);
			g.scoreRows[p].className = !over && p === player ? "to-move" : "";
		}
		x = g.moves.length ? 600 * n / g.moves.length : 0;
		g.cursor.setAttribute("x1", x);
		g.cursor.setAttribute("x2", x);
		if (shown > 0 && g.moveButtons[shown - 1])
			g.moveButtons[shown - 1].removeAttribute("aria-current");
		if (n > 0) {
			g.moveButtons[n - 1].setAttribute("aria-current", "step");
			keepInView($("moves"), g.moveButtons[n - 1]);
		}
		shown = n;
		$("slider").value = String(n);
		$("first").disabled = $("prev").disabled = n === 0;
		$("last").disabled = $("next").disabled = n === g.moves.length;
		state(n);
		gameShown(false);
		if (!loading)
			follow();
	}

	/* The address of the position shown: #ply=N, after #game=G& when
	 * the page holds several games. */
	function address() {
		return (games.length > 1 ? "#game=" + (current + 1) + "&" : "#") +
		    "ply=" + shown;
	}

	/* Make the address follow the position shown, so that a link to it
	 * opens the same position; once stepping pauses, since browsers
	 * ignore a page that replaces its address more than 200 times in 10
	 * seconds (holding an arrow key down would). */
	function follow() {
		clearTimeout(addressTimer);
		addressTimer = setTimeout(function () {
			if (location.hash !== address())
				history.replaceState(null, "", address());
		}, 200);
	}

	/* Scroll the list of moves, and it alone, to show the button. */
	function keepInView(list, button) {
		var top = button.offsetTop, bottom = top + button.offsetHeight;
		if (top < list.scrollTop)
			list.scrollTop = top;
		else if (bottom > list.scrollTop + list.clientHeight)
			list.scrollTop = bottom - list.clientHeight;
	}

	/* What is shown, read back from the page, for tests and scripts. */
	function readBoard() {
		var g = game, rows = [], r, c, n, row;
		for (r = 0; r < g.h; r++) {
			row = "";
			for (c = 0; c < g.w; c++) {
				n = g.cellNodes[r * g.w + c];
				row += !n ? "#" : n.group.getAttribute("visibility") ===
				    "hidden" ? "." : n.text.textContent;
			}
			rows.push(row);
		}
		return rows.join("/");
	}

	function readScores() {
		return game.scoreCells.map(function (td) {
			return td.textContent;
		}).join(",");
	}

	function state(n) {
		var out = $("state");
		out.dataset.game = String(current + 1);
		out.dataset.moves = String(n);
		out.dataset.board = readBoard();
		out.dataset.score = readScores();
		out.dataset.turn = String((game.turn + n) % game.players + 1);
		note();
	}

	function note() {
		$("state").dataset.errors = String(errors.length);
	}

	/* Check that the arrows of the move shown stand over what it took:
	 * opaque, drawn after it, and clear of the values written on it. */
	function checkArrows() {
		var arrows = $("route").getElementsByTagName("line");
		var values = $("gone-values").getElementsByTagName("text"), i, j;
		if (!($("gone-values").compareDocumentPosition($("route")) &
		    Node.DOCUMENT_POSITION_FOLLOWING))
			errors.push("the arrows are drawn before what was taken");
		for (i = 0; i < arrows.length; i++) {
			if (+getComputedStyle(arrows[i]).strokeOpacity < 1 ||
			    +getComputedStyle($("route")).opacity < 1)
				errors.push("after move " + shown + " an arrow is " +
				    "see-through");
			if (arrows[i].getAttribute("class") === "casing")
				continue;
			for (j = 0; j < values.length; j++)
				if (distance(values[j], arrows[i]) < 6)
					errors.push("after move " + shown + " the value " +
					    values[j].textContent + " is under an arrow");
		}
	}

	/* Check that the name of each column stands nearer a cell of its
	 * column than, by a fifth, any cell of another column. */
	function checkLabels() {
		var g = game, i, r, c, x, y, d, mine, other, names;
		names = $("board").querySelectorAll("text[data-kind=column]");
		for (i = 0; i < names.length; i++) {
			x = +names[i].getAttribute("x");
			y = +names[i].getAttribute("y") - 4;
			mine = other = Infinity;
			for (r = 0; r < g.h; r++)
				for (c = 0; c < g.w; c++) {
					if (!isCell(g, c, r))
						continue;
					d = Math.sqrt(Math.pow(cellX(g, c, r) - x, 2) +
					    Math.pow(cellY(g, r) - y, 2));
					if (c === +names[i].getAttribute("data-index"))
						mine = Math.min(mine, d);
					else
						other = Math.min(other, d);
				}
			if (!(mine * 1.2 < other))
				errors.push("the name " + names[i].textContent +
				    " stands as near another column's cell");
		}
	}

	/* The distance from the middle of a text to a line. */
	function distance(text, line) {
		var px = +text.getAttribute("x"), py = +text.getAttribute("y") - 4;
		var x1 = +line.getAttribute("x1"), y1 = +line.getAttribute("y1");
		var dx = +line.getAttribute("x2") - x1;
		var dy = +line.getAttribute("y2") - y1;
		var t = Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) /
		    (dx * dx + dy * dy)));
		return Math.sqrt(Math.pow(px - x1 - t * dx, 2) +
		    Math.pow(py - y1 - t * dy, 2));
	}

	/* #selfcheck: step through every game with the page's own controls
	 * and write what each position shows, for tests/viewer.test. */
	function selfCheck() {
		var lines = [], g, n, key, before;
		function line() {
			lines.push("game " + (current + 1) + " moves " + shown +
			    " board=" + readBoard() + " score=" + readScores());
			checkArrows();
		}
		for (g = 0; g < games.length; g++) {
			$("game").value = String(g);
			$("game").dispatchEvent(new Event("change"));
			$("first").click();
			checkLabels();
			line();
			for (n = 0; n < game.moves.length; n++) {
				$("next").click();
				line();
			}
			/* The keys, the slider and the move list do the same. */
			key = function (k) {
				document.dispatchEvent(new KeyboardEvent("keydown",
				    { key: k, bubbles: true }));
			};
			before = shown;
			key("ArrowLeft");
			if (game.moves.length > 0 && shown !== before - 1)
				errors.push("ArrowLeft went to " + shown);
			key("Home");
			if (shown !== 0)
				errors.push("Home went to " + shown);
			key("End");
			if (shown !== game.moves.length)
				errors.push("End went to " + shown);
			$("slider").value = "0";
			$("slider").dispatchEvent(new Event("input"));
			if (shown !== 0)
				errors.push("the slider went to " + shown);
			game.moveButtons.forEach(function (b) {
				if (b.getAttribute("aria-label").indexOf(b.textContent))
					errors.push("the button " + b.textContent +
					    " is named " + b.getAttribute("aria-label"));
			});
			if (game.moves.length > 0) {
				game.moveButtons[game.moves.length - 1].click();
				if (shown !== game.moves.length)
					errors.push("the move list went to " + shown);
			}
		}
		/* Once stepping pauses, the address names the position. */
		setTimeout(function () {
			if (location.hash !== address())
				errors.push("the address is " + location.hash +
				    " at " + address());
			lines.push("errors " + errors.length + (errors.length ?
			    ": " + errors.join("; ") : ""));
			$("selfcheck").textContent = lines.join("\n") + "\n";
		}, 1000);
	}

	/* #game=G&ply=N (from 1 and from 0) opens a game at a position;
	 * the address is left as it is. */
	function fromHash() {
		var h = location.hash.replace(/^#/, ""), parts = {}, g, n;
		h.split("&").forEach(function (kv) {
			var i = kv.indexOf("=");
			if (i > 0)
				parts[kv.slice(0, i)] = kv.slice(i + 1);
			else if (kv)
				parts[kv] = "";
		});
		g = parseInt(parts.game, 10);
		loading = true;
		choose(g >= 1 && g <= games.length ? g - 1 : 0);
		n = parseInt(parts.ply, 10);
		go(isNaN(n) ? game.moves.length : n);
		loading = false;
		return parts;
	}

	/* Fill the choice of games, bind the controls and show the position
	 * the address names. */
	function start() {
		var select = $("game"), i, o, parts;
		for (i = 0; i < games.length; i++) {
			o = document.createElement("option");
			o.value = String(i);
			o.textContent = (i + 1) + ": " + games[i].title;
			select.appendChild(o);
		}
		$("game-choice").hidden = games.length < 2;
		select.addEventListener("change", function () {
			choose(+select.value);
			go(game.moves.length);
		});
		/* In a line tried (play.js), the buttons and keys step it. */
		$("first").addEventListener("click", function () {
			if (!stepLine("Home"))
				go(0);
		});
		$("prev").addEventListener("click", function () {
			if (!stepLine("ArrowLeft"))
				go(shown - 1);
		});
		$("next").addEventListener("click", function () {
			if (!stepLine("ArrowRight"))
				go(shown + 1);
		});
		$("last").addEventListener("click", function () {
			if (!stepLine("End"))
				go(game.moves.length);
		});
		$("slider").addEventListener("input", function () { go(+this.value); });
		document.addEventListener("keydown", function (e) {
			var t = e.target && e.target.nodeName;
			if (t === "SELECT" || t === "INPUT" || t === "TEXTAREA" ||
			    e.altKey || e.ctrlKey || e.metaKey)
				return;
			if (stepLine(e.key)) {
				e.preventDefault();
				return;
			}
			switch (e.key) {
			case "ArrowLeft": go(shown - 1); break;
			case "ArrowRight": go(shown + 1); break;
			case "Home": go(0); break;
			case "End": go(game.moves.length); break;
			case "PageUp": go(shown - 10); break;
			case "PageDown": go(shown + 10); break;
			default: return;
			}
			e.preventDefault();
		});
		if (games.length === 0) {
			$("status").textContent = "No game to show.";
			return;
		}
		parts = fromHash();
		startPlay(parts);
		if ("selfcheck" in parts)
			selfCheck();
		window.addEventListener("hashchange", fromHash);
	}
