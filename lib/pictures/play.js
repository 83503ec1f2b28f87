// Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
// (the ISC licence: see the file COPYING).
// play.js: the engine in the replay page (lib/pictures/viewer.html, in
// the scope of viewer.js): analyse and solve the position shown, try a
// line of one's own from it (pieces clicked or moves typed, the engine
// answering), and new games.  The engine is the library compiled to
// WebAssembly, run in a worker (lfEngine, of the engine's own script)
// whose answers are what the programs would write; the page knows no rule
// of its own beyond replaying a move.
	var engine = null;      /* the page's engine; null: none */
	var lastId = 0;
	var working = {};       /* the requests under way, by id: their kind */
	var branch = null;      /* the line tried: {from, positions, moves} */
	var viewing = -1;       /* the position of the line shown; -1: game's */
	var legal = null;       /* the legal moves of the position shown */
	var picked = [];        /* the squares of the route clicked so far */
	var seats = [];         /* who plays each player: "person", "engine" */
	var paused = false;     /* Stop pressed: the engine waits for a word */
	var playing = false;    /* a new game, not a replay, is shown */
	var palette = {};       /* the colours of the pieces of each variant */
	var generation = 0;     /* counts the positions shown, for answers */

	/* Take the page's engine, when it has one (lfEngine, of the engine's
	 * own script: none without WebAssembly at build, or in a browser
	 * without it or workers). */
	function startEngine() {
		if (typeof lfEngine === "undefined" || lfEngine === null)
			return false;
		engine = lfEngine;
		return true;
	}

	/* Ask the engine for request (its command line and input lines) and
	 * hand the output to done; kind says what it is, while it runs.  An
	 * answer to a request that Stop ended is dropped. */
	function ask(kind, request, done) {
		var id = ++lastId;
		working[id] = kind;
		showWork();
		engine.run(request).then(function (out) {
			if (!(id in working))
				return;
			delete working[id];
			showWork();
			done(String(out));
		}, function (e) {
			if (!(id in working))
				return;
			delete working[id];
			showWork();
			say("The engine failed: " + e.message);
		});
	}

	/* Stop what the engine does (its worker ends; the next request
	 * starts another) and wait for a word before it plays again. */
	function stopEngine() {
		working = {};
		engine.stop();
		paused = true;
		showWork();
		say("Stopped.");
		positionShown();
	}

	/* Show what the engine does and enable the buttons that fit. */
	function showWork() {
		var kinds = [], id, over = legal !== null && legal.moves.length === 0;
		for (id in working)
			kinds.push(working[id]);
		$("stop").disabled = kinds.length === 0;
		$("analyse").disabled = $("solve").disabled =
		    $("engine-move").disabled = legal === null || over;
		$("undo").disabled = branch === null || branch.moves.length === 0;
		$("back").disabled = branch === null || playing;
		$("state").dataset.busy = kinds.join(" ");
	}

	/* Say something in the page's live region. */
	function say(text) {
		$("say").textContent = text;
	}

	/* The position after n moves of the game: its cells, scores, player
	 * to move (from 0), ply and the move that led there. */
	function gamePosition(n) {
		var at = boardAt(game, n);
		return { cells: at.cells, scores: game.scores[n].slice(),
		    turn: (game.turn + n) % game.players, ply: game.ply + n,
		    route: n > 0 ? game.moves[n - 1] : null, taken: at.taken };
	}

	/* The position shown: of the line tried, or of the game. */
	function shownPosition() {
		return viewing >= 0 ? branch.positions[viewing] :
		    gamePosition(shown);
	}

	/* A position as its line (leapfrog(5)), the engine's input. */
	function positionLine(p) {
		var g = game, rows = [], r, c, v, row;
		for (r = 0; r < g.h; r++) {
			row = "";
			for (c = 0; c < g.w; c++) {
				v = p.cells[r * g.w + c];
				row += v < 0 ? "#" : v === 0 ? "." : String(v);
			}
			rows.push(row);
		}
		return "lf1 " + g.rules + " turn=" + (p.turn + 1) + " ply=" +
		    p.ply + " score=" + p.scores.join(",") + " board=" +
		    rows.join("/");
	}

	/* The index of a column's name (a, ..., z, aa, ...), -1 if none. */
	function columnIndex(name) {
		var n = 0, i;
		for (i = 0; i < name.length; i++)
			n = n * 26 + name.charCodeAt(i) - 96;
		return n - 1;
	}

	/* A move's notation as a route of (column, row from the top) pairs. */
	function parseRoute(text) {
		var route = [], parts = text.split("-"), i, m;
		for (i = 0; i < parts.length; i++) {
			m = /^([a-z]+)([0-9]+)$/.exec(parts[i]);
			route.push(columnIndex(m[1]), game.h - +m[2]);
		}
		return route;
	}

	/* The position shown has changed: forget the route clicked, ask the
	 * engine for the legal moves, and let an engine whose turn it is at
	 * the end of the line tried play. */
	function positionShown() {
		var p, line, now;
		picked = [];
		legal = null;
		showChoices();
		clear($("lines"));
		$("engine-output").textContent = "";
		if (!engine)
			return;
		p = shownPosition();
		line = positionLine(p);
		now = ++generation;
		$("state").dataset.line = line;
		$("state").dataset.legal = "";
		$("state").dataset.branch = String(viewing);
		showWork();
		ask("moves", "moves\n" + line + "\n", function (out) {
			if (generation !== now)
				return;
			if (/^error: /.test(out)) {
				say("The engine refuses the position: " + out.slice(7));
				return;
			}
			legal = { line: line, moves: dataLines(out) };
			legal.routes = legal.moves.map(parseRoute);
			fillMoveChoice();
			$("state").dataset.legal = String(legal.moves.length);
			showWork();
			if (legal.moves.length === 0)
				showOutcome(line);
			else if (!paused && seats[p.turn] === "engine" &&
			    branch !== null && viewing === branch.positions.length - 1)
				engineMove();
		});
	}

	/* The lines of an answer that are neither blank nor comments: the
	 * moves, the position or the outcome the program wrote. */
	function dataLines(out) {
		return out.split("\n").filter(function (l) {
			return l && l.charAt(0) !== "#";
		});
	}

	/* The line of the position shown, as positionShown() asked it. */
	function shownLine() {
		return $("state").dataset.line;
	}

	/* The legal moves as the choices of the move field. */
	function fillMoveChoice() {
		var list = $("legal-moves"), i, o;
		clear(list);
		for (i = 0; i < legal.moves.length; i++) {
			o = document.createElement("option");
			o.value = legal.moves[i];
			list.appendChild(o);
		}
	}

	/* At the end of a line, say the outcome as lf-score does. */
	function showOutcome(line) {
		ask("score", "score\n" + line + "\n", function (out) {
			var lines = dataLines(out);
			if (shownLine() === line && lines.length > 0)
				setStatus(lines[lines.length - 1].replace(/^game over/,
				    "Ply " + shownPosition().ply + ", game over"));
		});
	}

	/* Write the status line and the board's description. */
	function setStatus(text) {
		$("status").textContent = text;
		$("board-label").textContent = "The board. " + text;
	}

	/* Play a legal move of the position shown: the line tried starts
	 * there, or goes on from it, cut after it if it was further on. */
	function play(text) {
		var p = shownPosition(), q, route = parseRoute(text);
		if (viewing < 0) {
			branch = { from: shown, positions: [p], moves: [] };
			viewing = 0;
		}
		branch.positions.length = viewing + 1;
		branch.moves.length = viewing;
		q = { cells: p.cells.slice(), scores: p.scores.slice(),
		    turn: (p.turn + 1) % game.players, ply: p.ply + 1,
		    route: route };
		q.taken = applyRoute(game, q.cells, q.scores, p.turn, route);
		branch.positions.push(q);
		branch.moves.push(text);
		say("Player " + (p.turn + 1) + " plays " + text + ".");
		buildBranch();
		showBranch(branch.positions.length - 1);
	}

	/* The list of the line's moves, each a button that shows the
	 * position after it, and the line as a record that lf-apply
	 * replays. */
	function buildBranch() {
		var list = $("branch"), i, li, b, p;
		clear(list);
		$("branch-area").hidden = branch === null;
		if (branch === null)
			return;
		for (i = 0; i < branch.moves.length; i++) {
			p = branch.positions[i];
			li = document.createElement("li");
			b = document.createElement("button");
			b.type = "button";
			b.textContent = (p.ply + 1) + ". " + branch.moves[i];
			b.setAttribute("aria-label", b.textContent + ", player " +
			    (p.turn + 1));
			b.addEventListener("click", showBranch.bind(null, i + 1));
			li.appendChild(b);
			list.appendChild(li);
		}
		$("branch-from").textContent = playing ? "The game" :
		    "Tried from ply " + branch.positions[0].ply;
		$("record").value = "# " + (playing ? "a game played" :
		    "tried from ply " + branch.positions[0].ply) + " in the page\n" +
		    positionLine(branch.positions[0]) + "\n" +
		    branch.moves.map(function (m) { return m + "\n"; }).join("");
	}

	/* Show position k of the line tried. */
	function showBranch(k) {
		var p = branch.positions[k], i, b = $("branch").children, q;
		viewing = k;
		showPieces(game, p.cells);
		showMove(game, p.route, p.taken || []);
		for (i = 0; i < b.length; i++)
			if (i === k - 1)
				b[i].firstChild.setAttribute("aria-current", "step");
			else
				b[i].firstChild.removeAttribute("aria-current");
		setStatus((playing ? "Ply " : "Your line: ply ") + p.ply +
		    ", player " + (p.turn + 1) + " to move" +
		    (p.ply < game.removals ? " (removal)" : ""));
		for (i = 0; i < game.players; i++) {
			game.scoreCells[i].textContent = String(p.scores[i]);
			game.scoreRows[i].className = i === p.turn ? "to-move" : "";
		}
		q = $("state");
		q.dataset.board = readBoard();
		q.dataset.score = readScores();
		q.dataset.turn = String(p.turn + 1);
		q.dataset.moves = String(branch.from + k);
		$("first").disabled = $("prev").disabled = k === 0;
		$("last").disabled = $("next").disabled =
		    k === branch.positions.length - 1;
		showWork();
		positionShown();
	}

	/* A key or button that steps through the moves (Home, ArrowLeft,
	 * ArrowRight, End, PageUp, PageDown), used on the line tried when it
	 * is shown: whether it was. */
	function stepLine(key) {
		var last, to = { Home: -Infinity, ArrowLeft: -1, ArrowRight: 1,
		    End: Infinity, PageUp: -10, PageDown: 10 }[key];
		if (viewing < 0 || to === undefined)
			return false;
		last = branch.positions.length - 1;
		to = Math.max(0, Math.min(last, viewing + to));
		if (to !== viewing)
			showBranch(to);
		return true;
	}

	/* Take back the line's last move, and the engine's before it, so
	 * that a person is to move again. */
	function undo() {
		var person = seats.indexOf("person") >= 0, p;
		do {
			branch.positions.pop();
			branch.moves.pop();
			p = branch.positions[branch.positions.length - 1];
		} while (person && branch.moves.length > 0 &&
		    seats[p.turn] === "engine");
		if (!person)
			paused = true;
		buildBranch();
		showBranch(branch.positions.length - 1);
	}

	/* Leave the line tried and show the game where it started. */
	function backToGame() {
		var from = branch.from;
		branch = null;
		viewing = -1;
		buildBranch();
		go(from);
	}

	/* Ask the engine to move in the position shown, at the level and
	 * time chosen, and play its move if the position is still shown. */
	function engineMove() {
		var line = legal.line, level = $("level").value, now = generation;
		paused = false;
		say("The engine (" + level + ") thinks\u2026");
		ask("bot", "bot " + level + " " + $("seconds").value + " " +
		    (shownPosition().ply + 1) + "\n" + line + "\n",
		    function (out) {
			var lines = dataLines(out);
			if (/^error: /.test(out))
				return say("The engine failed: " + out.slice(7));
			if (generation !== now || lines.length === 0)
				return;
			play(lines[lines.length - 1]);
		});
	}

	/* Analyse or solve the position shown, and list the engine's best
	 * moves with their values and lines, each a button to try it. */
	function analyse(solve) {
		var line = legal.line, t = $("seconds").value;
		say(solve ? "Solving\u2026" : "Analysing\u2026");
		ask(solve ? "solve" : "analyse", (solve ? "solve " + t :
		    "analyse 3 " + t) + "\n" + line + "\n", function (out) {
			var best = [], rows = out.split("\n"), i, m;
			$("engine-output").textContent = out;
			if (/^error: /.test(out))
				return say("The engine failed: " + out.slice(7));
			for (i = 0; i < rows.length; i++) {
				if (/^# depth /.test(rows[i]))
					best = [];
				m = /^#\s+\d+\. (\S+) ([-+]?\d+): (.*)$/.exec(rows[i]);
				if (m)
					best.push([m[1], m[2], m[3]]);
				m = /^# line: (.*)$/.exec(rows[i]);
				if (m)
					best.push([m[1].split(" ")[0], "", m[1]]);
			}
			say(solve ? (/^# solved/m.test(out) ? "Solved." :
			    "Not solved within the time.") : "Analysed.");
			showLines(best, line);
		});
	}

	/* The engine's best moves, each a button that tries it when the
	 * position it is for is still shown. */
	function showLines(best, line) {
		var list = $("lines"), i, li, b;
		clear(list);
		for (i = 0; i < best.length; i++) {
			li = document.createElement("li");
			b = document.createElement("button");
			b.type = "button";
			b.textContent = best[i][0] + (best[i][1] ? " " + best[i][1] :
			    "") + ": " + best[i][2];
			b.setAttribute("aria-label", "Try " + b.textContent);
			b.addEventListener("click", function (move) {
				if (shownLine() === line && legal &&
				    legal.moves.indexOf(move) >= 0)
					play(move);
			}.bind(null, best[i][0]));
			li.appendChild(b);
			list.appendChild(li);
		}
	}

	/* The cell under a click on the board, or -1. */
	function cellAtPoint(x, y) {
		var board = $("board"), pt = board.createSVGPoint(), r, c, at;
		var best = -1, d, far = PIECE + 4;
		pt.x = x;
		pt.y = y;
		at = pt.matrixTransform(board.getScreenCTM().inverse());
		for (r = 0; r < game.h; r++)
			for (c = 0; c < game.w; c++) {
				if (!isCell(game, c, r))
					continue;
				d = Math.sqrt(Math.pow(cellX(game, c, r) - at.x, 2) +
				    Math.pow(cellY(game, r) - at.y, 2));
				if (d < far) {
					far = d;
					best = r * game.w + c;
				}
			}
		return best;
	}

	/* The legal moves whose routes start with the route clicked. */
	function following() {
		return legal.routes.filter(function (m) {
			for (var k = 0; k < picked.length; k++)
				if (m[k] !== picked[k])
					return false;
			return m.length >= picked.length;
		});
	}

	/* The legal move that is the route clicked, or null. */
	function pickedMove() {
		var i = legal.routes.findIndex(function (m) {
			return m.join() === picked.join();
		});
		return i >= 0 ? legal.moves[i] : null;
	}

	/* A click on the board: a piece picks a route's start; a square it
	 * can land on next goes on; the last square again, or a route no
	 * move goes beyond, plays the move. */
	function boardClick(e) {
		var cell, c, r, before, next, move;
		if (!legal || legal.moves.length === 0)
			return;
		cell = cellAtPoint(e.clientX, e.clientY);
		if (cell < 0)
			return;
		c = cell % game.w;
		r = Math.floor(cell / game.w);
		before = picked;
		if (picked.length >= 2 && picked[picked.length - 2] === c &&
		    picked[picked.length - 1] === r) {
			move = pickedMove();
			if (move)
				return play(move);
			picked = [];
			return showChoices();
		}
		picked = picked.concat([c, r]);
		next = following();
		if (next.length === 0) {
			picked = [c, r];
			next = following();
		}
		if (next.length === 0) {
			picked = before.length ? before : [];
			say("No move " + (before.length ? "goes on to " :
			    "starts at ") + squareName(game, c, r) + ".");
			return;
		}
		move = pickedMove();
		if (move && next.length === 1)
			return play(move);
		showChoices();
	}

	/* Ring the route clicked and dot the squares it can go on to. */
	function showChoices() {
		var board = $("board"), group = $("choices"), next, k, m, seen = {};
		if (!group)
			group = svg("g", { id: "choices", fill: "none",
			    stroke: "#1e4fd6", "stroke-width": 3 }, board);
		clear(group);
		$("state").dataset.picked = picked.length ? picked.join() : "";
		if (picked.length === 0 || !legal)
			return;
		for (k = 0; k < picked.length; k += 2)
			svg("circle", { cx: cellX(game, picked[k], picked[k + 1]),
			    cy: cellY(game, picked[k + 1]), r: RING + 2 }, group);
		next = following();
		for (k = 0; k < next.length; k++) {
			m = next[k];
			if (m.length <= picked.length || seen[m[picked.length] + "," +
			    m[picked.length + 1]])
				continue;
			seen[m[picked.length] + "," + m[picked.length + 1]] = true;
			svg("circle", { cx: cellX(game, m[picked.length],
			    m[picked.length + 1]), cy: cellY(game,
			    m[picked.length + 1]), r: 7, fill: "#1e4fd6",
			    "class": "landing", "data-square": squareName(game,
			    m[picked.length], m[picked.length + 1]) }, group);
		}
		say(squareName(game, picked[picked.length - 2],
		    picked[picked.length - 1]) + ": choose where to land" +
		    (pickedMove() ? ", or again to stop here." : "."));
	}

	/* The move typed: played if legal here. */
	function typedMove(e) {
		var text = $("move-input").value.trim().toLowerCase();
		e.preventDefault();
		if (!legal)
			return say("The engine has not listed the moves yet.");
		if (legal.moves.indexOf(text) < 0)
			return say("Not a legal move here: " + text + ".");
		$("move-input").value = "";
		play(text);
	}

	/* Copy the line tried as a record, for lf-apply. */
	function copyRecord() {
		var text = $("record").value;
		if (navigator.clipboard && navigator.clipboard.writeText)
			navigator.clipboard.writeText(text).then(function () {
				say("Copied the record.");
			}, function () {
				$("record").select();
				say("Select the record and copy it.");
			});
		else {
			$("record").select();
			say("Select the record and copy it.");
		}
	}

	/* The choices of who plays each player of the game shown. */
	function buildSeats() {
		var box = $("seat-list"), p, label, sel;
		clear(box);
		seats.length = game.players;
		for (p = 0; p < game.players; p++) {
			if (!seats[p])
				seats[p] = playing && p > 0 ? "engine" : "person";
			label = document.createElement("label");
			label.textContent = "Player " + (p + 1) + " ";
			sel = document.createElement("select");
			sel.id = "seat-" + (p + 1);
			sel.innerHTML = "<option value=\"person\">a person</option>" +
			    "<option value=\"engine\">the engine</option>";
			sel.value = seats[p];
			sel.addEventListener("change", function (q) {
				seats[q] = this.value;
				paused = false;
				positionShown();
			}.bind(sel, p));
			label.appendChild(sel);
			box.appendChild(label);
		}
	}

	/* A game from a position line (lf-new's), for a new game. */
	function gameFromLine(line) {
		var f = {}, g;
		line.trim().split(/\s+/).forEach(function (kv) {
			var i = kv.indexOf("=");
			if (i > 0)
				f[kv.slice(0, i)] = kv.slice(i + 1);
		});
		g = { rules: ["variant", "players", "jumps", "chain", "opening",
		    "removal"].map(function (k) { return k + "=" + f[k]; }).join(" "),
		    board: f.board, w: f.board.split("/")[0].length,
		    h: f.board.split("/").length, hex: f.jumps === "hex",
		    players: +f.players, turn: +f.turn - 1, ply: +f.ply,
		    removals: f.opening === "each" ? +f.players :
		    f.opening === "first" ? 1 : 0,
		    score: f.score.split(",").map(Number),
		    colours: palette[f.variant] || games[0].colours,
		    moves: [], notation: [], notes: [], end: null, comments: [] };
		g.title = "new " + f.variant + " " + g.w + "x" + g.h;
		g.about = "A new game: " + f.variant + ", " + g.w + " \u00d7 " + g.h +
		    ", " + g.players + " players, jumps " + f.jumps + ", chain " +
		    f.chain + ", opening " + f.opening + ", removal " + f.removal;
		return g;
	}

	/* Start a game from the position shown, with the seats as chosen. */
	function startPlaying() {
		playing = true;
		paused = false;
		$("chart").style.display = "none";
		branch = { from: shown, positions: [gamePosition(shown)],
		    moves: [] };
		buildBranch();
		showBranch(0);
	}

	/* The new game form: lf-new's options, asked of the engine. */
	function newGame(e) {
		var opts = [], f = $("new-game-form").elements, k;
		e.preventDefault();
		["variant", "size", "players", "seed", "jumps", "chain",
		    "opening", "removal"].forEach(function (name) {
			var v = f["new-" + name].value.trim();
			if (v)
				opts.push("--" + name + "=" + v);
		});
		say("Setting up\u2026");
		ask("new", "new " + opts.join(" ") + "\n", function (out) {
			var line = dataLines(out)[0];
			if (/^error: /.test(out) || !/^lf1 /.test(line || ""))
				return say("No such game: " + out.replace(/^error: /, ""));
			games.push(gameFromLine(line));
			k = document.createElement("option");
			k.value = String(games.length - 1);
			k.textContent = games.length + ": " +
			    games[games.length - 1].title;
			$("game").appendChild(k);
			$("game-choice").hidden = false;
			choose(games.length - 1);
			playing = true;
			seats = [];
			buildSeats();
			loading = true;
			go(0);
			loading = false;
			startPlaying();
			say("A new game: player " + (game.turn + 1) + " to move.");
		});
	}

	/* The engine's controls: shown and bound when the page has it; a
	 * game chosen drops the line tried. */
	function startPlay(parts) {
		var node = $("lf-palette");
		if (node)
			palette = JSON.parse(node.textContent);
		if (!startEngine())
			return;
		$("engine").hidden = false;
		$("board").addEventListener("click", boardClick);
		$("move-form").addEventListener("submit", typedMove);
		$("engine-move").addEventListener("click", engineMove);
		$("analyse").addEventListener("click", analyse.bind(null, false));
		$("solve").addEventListener("click", analyse.bind(null, true));
		$("stop").addEventListener("click", stopEngine);
		$("undo").addEventListener("click", undo);
		$("back").addEventListener("click", backToGame);
		$("copy").addEventListener("click", copyRecord);
		$("new-game-form").addEventListener("submit", newGame);
		if (("play" in parts || document.body.getAttribute("data-open") ===
		    "play") && games.length > 0) {
			playing = true;
			seats = [];
		}
		buildSeats();
		if (playing)
			startPlaying();
		else
			positionShown();
	}

	/* A game chosen or a position of the game shown: the line tried is
	 * left (and a new game is over); called by choose() and go(). */
	function gameShown(chosen) {
		if (!engine)
			return;
		if (chosen) {
			branch = null;
			playing = false;
			$("chart").style.display = "";
			seats = [];
			buildBranch();
			buildSeats();
			return;
		}
		viewing = -1;
		if (!loading)
			positionShown();
	}
