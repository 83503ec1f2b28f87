// Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
// (the ISC licence: see the file COPYING).
// viewer-engine.js: tests/viewer-engine.test's person at the page: node
// viewer-engine.js CHROMIUM PAGE-URL PLY DIR clicks and types through the
// replay page's engine controls at move PLY of its game and writes one
// line a check, "ok WHAT" or "not ok WHAT: WHY", and into DIR what the
// shell checks with the programs: before, move, after (a move tried from
// a position), record (a game played in the page), status (how the page
// says it ended).  With $LF_PICTURES set, the screenshots of the manual
// (a murray 9 x 9 analysis, a hexagonal game in play) go into that
// folder, from PAGE-URL's game and a new game of capture (a hexagon).
"use strict";
var fs = require("fs");
var browser = require("./browser.js");
var chromium = process.argv[2], url = process.argv[3];
var ply = +process.argv[4], dir = process.argv[5];
var S = "document.getElementById('state').dataset";

// The text of an element, by id, as the page shows it.
function text(id) {
	return "document.getElementById('" + id + "').textContent";
}

// A check's line.
function report(what, why) {
	console.log(why ? "not ok " + what + ": " + why : "ok " + what);
}

// Run a check: steps is an async function that throws why it fails.
async function check(page, what, steps) {
	try {
		await steps();
		var errors = await page.eval(S + ".errors");
		if (errors !== "0")
			throw new Error(errors + " script errors");
		report(what);
	} catch (e) {
		report(what, String(e.message).replace(/\n/g, " "));
	}
}

// Throw why unless ok.
function expect(ok, why) {
	if (!ok)
		throw new Error(why);
}

// The page's legal moves of the position shown, once it has them.
async function legal(page) {
	await page.until(S + ".legal !== '' && " + S + ".legal !== undefined",
	    "the engine lists the legal moves");
	return page.eval("Array.from(document.querySelectorAll(" +
	    "'#legal-moves option')).map(function (o) { return o.value; })");
}

// Open the page at a ply of its game, with the engine ready.
async function openAt(page, n) {
	await page.go(url + "#ply=" + n);
	await page.until("!document.getElementById('engine').hidden",
	    "the engine's controls show");
	return legal(page);
}

// Set a select of the page and tell it, as choosing with the mouse does.
function choose(page, id, value) {
	return page.eval("(function () { var s = document.getElementById(" +
	    JSON.stringify(id) + "); s.value = " + JSON.stringify(value) +
	    "; s.dispatchEvent(new Event('change')); })()");
}

// Click the squares of a move's route, then its last square again while
// the page still waits for more (a chain that may go on).
async function clickRoute(page, move) {
	var squares = move.split("-"), i, picked;
	for (i = 0; i < squares.length; i++)
		await page.click("#pieces g[data-square=" + squares[i] + "] circle");
	picked = await page.eval(S + ".picked");
	if (picked !== "")
		await page.click("#pieces g[data-square=" +
		    squares[squares.length - 1] + "] circle");
}

async function main() {
	var page = await browser.open(chromium, dir + "/profile");
	var moves, jump;

	await check(page, "Analyse lists the engine's best moves, legal, " +
	    "with values and lines", async function () {
		moves = await openAt(page, ply);
		await page.click("#analyse");
		await page.until(S + ".busy === '' && " +
		    "document.querySelectorAll('#lines li').length > 0",
		    "the analysis is listed");
		var lines = await page.eval("Array.from(document.querySelectorAll(" +
		    "'#lines button')).map(function (b) { return b.textContent; })");
		lines.forEach(function (l) {
			var m = /^(\S+) [-+]\d+: (\S+)/.exec(l);
			expect(m && moves.indexOf(m[1]) >= 0 && m[2] === m[1],
			    "not a legal move with its value and line: " + l);
		});
		expect(/^# analysis/m.test(await page.eval(text("engine-output"))),
		    "no '# analysis' line in the engine's output");
	});

	await check(page, "Solve gives the exact value and line near the " +
	    "game's end", async function () {
		var i, out, lines;
		await page.go(url);
		for (i = 0; i < 4; i++)
			await page.click("#prev");
		moves = await legal(page);
		await page.click("#solve");
		await page.until(S + ".busy === '' && " +
		    "document.querySelectorAll('#lines li').length > 0",
		    "the solution is listed");
		out = await page.eval(text("engine-output"));
		expect(/^# solved: value [-+]?\d+ /m.test(out),
		    "no '# solved: value' line in " + out);
		expect(await page.eval(text("say")) === "Solved.",
		    "the page says " + await page.eval(text("say")));
		lines = await page.eval(text("lines"));
		expect(moves.indexOf(lines.split(/[ :]/)[0]) >= 0,
		    "the line starts with no legal move: " + lines);
	});

	await check(page, "Stop ends the engine's work and the engine " +
	    "answers again", async function () {
		await choose(page, "seconds", "60");
		await page.click("#analyse");
		await page.until(S + ".busy === 'analyse'", "the analysis starts");
		await page.click("#stop");
		await page.until(S + ".busy === ''", "the engine stops");
		var said = await page.eval(text("say"));
		expect(said === "Stopped.", "the page says '" + said +
		    "', not 'Stopped.'");
		await choose(page, "seconds", "0.2");
		await page.click("#first");
		await legal(page);
	});

	await check(page, "a piece clicked, then its landing squares, plays a " +
	    "move the engine lists, in a line apart", async function () {
		moves = await openAt(page, ply);
		jump = moves.filter(function (m) { return /-/.test(m); })[0];
		expect(jump, "no jump to try among " + moves.join(" "));
		fs.writeFileSync(dir + "/before", await page.eval(S + ".line") +
		    "\n");
		await page.click("#pieces g[data-square=" + jump.split("-")[0] +
		    "] circle");
		var dots = await page.eval("Array.from(document.querySelectorAll(" +
		    "'#choices .landing')).map(function (c) { return " +
		    "c.getAttribute('data-square'); }).sort().join(' ')");
		var want = moves.filter(function (m) {
			return m.split("-")[0] === jump.split("-")[0] && /-/.test(m);
		}).map(function (m) { return m.split("-")[1]; }).filter(
		    function (s, i, a) { return a.indexOf(s) === i; })
		    .sort().join(" ");
		expect(dots === want, "landing squares offered " + dots +
		    ", the engine's moves " + want);
		await page.click("#first");
		moves = await openAt(page, ply);
		await clickRoute(page, jump);
		await page.until(S + ".branch === '1' && " + S + ".legal !== ''",
		    "the move is played");
		expect(await page.eval(text("branch")) === (ply + 1) + ". " + jump,
		    "the line shows " + await page.eval(text("branch")));
		expect(await page.eval("Array.from(document.querySelectorAll(" +
		    "'#moves button')).findIndex(function (b) { return " +
		    "b.hasAttribute('aria-current'); })") === ply - 1,
		    "the game's list does not stay at move " + ply);
		fs.writeFileSync(dir + "/move", jump + "\n");
		fs.writeFileSync(dir + "/after", await page.eval(S + ".line") +
		    "\n");
	});

	await check(page, "a square that starts no move is not taken",
	    async function () {
		var empty = await page.eval("document.querySelector('#pieces " +
		    "g.empty').getAttribute('data-square')");
		await page.click("#pieces g[data-square=" + empty + "] circle");
		expect(await page.eval(S + ".picked") === "",
		    "the empty square " + empty + " was picked");
		expect(/^No move starts at /.test(await page.eval(text("say"))),
		    "the page says " + await page.eval(text("say")));
	});

	await check(page, "the engine answers for the player set to it, the " +
	    "keys and buttons step the line, and Undo takes back the engine's " +
	    "move and the person's", async function () {
		var before = fs.readFileSync(dir + "/before", "utf8").trim();
		await page.click("#undo");
		await page.until(S + ".branch === '0'", "the move is undone");
		await choose(page, "seat-" + (+await page.eval(S + ".turn") % 2 +
		    1), "engine");
		moves = await legal(page);
		await clickRoute(page, jump);
		await page.until(S + ".branch === '2' && " + S + ".legal !== ''",
		    "the engine answers");
		await page.key("ArrowLeft", 37);
		await page.until(S + ".branch === '1'", "ArrowLeft steps the line");
		await page.click("#prev");
		await page.until(S + ".branch === '0'", "Previous steps the line");
		await page.key("End", 35);
		await page.until(S + ".branch === '2' && " + S + ".legal !== ''",
		    "End goes to the line's end");
		expect(await page.eval("document.getElementById('next').disabled"),
		    "Next is enabled at the line's end");
		await page.click("#undo");
		await page.until(S + ".branch === '0' && " + S + ".legal !== ''",
		    "both moves are undone");
		expect(await page.eval(S + ".line") === before,
		    "the position is not the one before the move");
		await page.click("#back");
		await page.until(S + ".branch === '-1'", "back to the game");
		expect(await page.eval("document.getElementById('branch-area')" +
		    ".hidden"), "the line is still shown");
		expect(await page.eval(S + ".moves") === String(ply),
		    "back at move " + await page.eval(S + ".moves"));
	});

	await check(page, "keyboard only: a move typed, Undo, Analyse, Back " +
	    "and the arrow keys", async function () {
		moves = await openAt(page, ply);
		expect(await page.tabTo("move-input"), "Tab never reaches the " +
		    "move field");
		await page.type(jump);
		await page.key("Enter", 13);
		await page.until(S + ".branch === '1'", "the typed move is played");
		expect(await page.tabTo("undo"), "Tab never reaches Undo");
		await page.key("Enter", 13);
		await page.until(S + ".branch === '0' && " + S + ".legal !== ''",
		    "Undo by the keyboard");
		expect(await page.tabTo("analyse"), "Tab never reaches Analyse");
		await page.key(" ", 32);
		await page.until(S + ".busy === '' && " +
		    "document.querySelectorAll('#lines li').length > 0",
		    "the analysis by the keyboard");
		expect(await page.tabTo("back"), "Tab never reaches Back");
		await page.key("Enter", 13);
		await page.until(S + ".branch === '-1'", "back by the keyboard");
		expect(await page.tabTo("next"), "Tab never reaches Next");
		await page.key("ArrowRight", 39);
		await page.until(S + ".moves === '" + (ply + 1) + "'",
		    "ArrowRight steps the game");
	});

	await check(page, "the address #play starts a game there against " +
	    "the engine", async function () {
		await page.go(url + "#ply=" + ply + "&play");
		moves = await legal(page);
		expect(await page.eval(S + ".branch") === "0",
		    "no game under way");
		expect(await page.eval("document.getElementById('seat-1').value + " +
		    "' ' + document.getElementById('seat-2').value") ===
		    "person engine", "the players are not a person and the engine");
		await choose(page, "seconds", "0.2");
		expect(await page.tabTo("move-input"), "Tab never reaches the " +
		    "move field");
		await page.type(moves[0]);
		await page.key("Enter", 13);
		await page.until(S + ".branch === '2' && " + S + ".legal !== ''",
		    "the engine answers");
	});

	await check(page, "a new game played to its end by two engines",
	    async function () {
		await page.click("#new-game summary");
		await choose(page, "new-variant", "murray");
		await page.eval("document.getElementById('new-size').value = '5'");
		await page.click("#new-start");
		await page.until(S + ".game === '2' && " + S + ".legal !== ''",
		    "the new game starts");
		await choose(page, "level", "random");
		await choose(page, "seconds", "0.2");
		await choose(page, "seat-1", "engine");
		await choose(page, "seat-2", "engine");
		await page.until(S + ".legal === '0' && /game over/.test(" +
		    text("status") + ")", "the game ends");
		fs.writeFileSync(dir + "/record",
		    await page.eval("document.getElementById('record').value"));
		fs.writeFileSync(dir + "/status", await page.eval(text("status")) +
		    "\n");
	});

	if (process.env.LF_PICTURES)
		await pictures(page, process.env.LF_PICTURES);
	await page.close();
}

// The manual's screenshots: the analysis of the page's game at its ply,
// and a new hexagonal game after a few moves.
async function pictures(page, to) {
	await check(page, "the pictures of the manual", async function () {
		await openAt(page, ply);
		await page.click("#analyse");
		await page.until(S + ".busy === '' && " +
		    "document.querySelectorAll('#lines li').length > 0",
		    "the analysis is listed");
		await page.eval("window.scrollTo(0, 0)");
		fs.writeFileSync(to + "/lf-render-analyse.png",
		    await page.screenshot(1100, 1000));
		await page.click("#new-game summary");
		await choose(page, "new-variant", "capture");
		await page.eval("document.getElementById('new-size').value = ''");
		await page.click("#new-start");
		await page.until(S + ".legal !== '' && /^new capture/.test(" +
		    "document.getElementById('game').selectedOptions[0]" +
		    ".textContent.replace(/^\\d+: /, ''))", "the new game starts");
		await choose(page, "level", "search");
		await choose(page, "seconds", "0.2");
		await choose(page, "seat-1", "engine");
		await page.until("+" + S + ".branch >= 6", "six moves are played");
		await choose(page, "seat-1", "person");
		await page.until(S + ".turn === '1' && " + S + ".legal !== ''",
		    "player 1 is to move");
		var m = await legal(page);
		await page.click("#pieces g[data-square=" + m.filter(function (x) {
			return /-/.test(x);
		})[0].split("-")[0] + "] circle");
		await page.eval("window.scrollTo(0, 0)");
		fs.writeFileSync(to + "/lf-render-play.png",
		    await page.screenshot(1100, 860));
	});
}

main().catch(function (e) {
	report("the browser runs", e.message);
	process.exit(0);
});
