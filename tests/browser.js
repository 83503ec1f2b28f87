// Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
// (the ISC licence: see the file COPYING).
// browser.js: drive headless Chromium as a person would, for the tests of
// the replay page's engine (tests/viewer-engine.test) and its pictures:
// real clicks and key presses through the DevTools protocol over a pipe
// (--remote-debugging-pipe), so that node needs no package.  Each wait is
// for a state of the page, polled with a generous upper bound, never a
// sleep.  Used as a module: require("./browser.js").open(chromium, dir).
"use strict";
var spawn = require("child_process").spawn;

// Start Chromium with the protocol on fds 3 and 4, and resolve to a page
// that the returned object drives.
function open(chromium, profile) {
	var proc = spawn(chromium, ["--headless", "--no-sandbox",
	    "--disable-gpu", "--no-first-run", "--user-data-dir=" + profile,
	    "--remote-debugging-pipe", "--window-size=1200,900",
	    "about:blank"], { stdio: ["ignore", "ignore", "ignore", "pipe",
	    "pipe"] });
	var out = proc.stdio[3], input = proc.stdio[4], waiting = {}, next = 0;
	var buffered = "", session = null, events = [];

	input.on("data", function (chunk) {
		var at, msg;
		buffered += chunk.toString("utf8");
		while ((at = buffered.indexOf("\0")) >= 0) {
			msg = JSON.parse(buffered.slice(0, at));
			buffered = buffered.slice(at + 1);
			if (msg.id && waiting[msg.id]) {
				waiting[msg.id](msg);
				delete waiting[msg.id];
			} else if (msg.method)
				events.push(msg);
		}
	});

	// Send a command of the protocol and resolve to its result.
	function send(method, params, toBrowser) {
		return new Promise(function (resolve, reject) {
			var id = ++next, msg = { id: id, method: method,
			    params: params || {} };
			if (session && !toBrowser)
				msg.sessionId = session;
			waiting[id] = function (reply) {
				if (reply.error)
					reject(new Error(method + ": " +
					    reply.error.message));
				else
					resolve(reply.result);
			};
			out.write(JSON.stringify(msg) + "\0");
		});
	}

	var page = {
		proc: proc,
		// The value of a script run in the page (promises awaited).
		eval: function (expr) {
			return send("Runtime.evaluate", { expression: expr,
			    awaitPromise: true, returnByValue: true }).then(
			    function (r) {
				if (r.exceptionDetails)
					throw new Error(expr + ": " +
					    JSON.stringify(r.exceptionDetails).slice(0, 300));
				return r.result.value;
			});
		},
		// Load an address afresh (a new document, also where only the
		// part after '#' changes) and wait until its script has set the
		// page up.
		go: function (url) {
			return send("Page.navigate", { url: "about:blank" }).then(
			    function () {
				return page.until("document.URL === 'about:blank'",
				    "the old page is left");
			}).then(function () {
				return send("Page.navigate", { url: url });
			}).then(function () {
				return page.until("document.readyState === 'complete'" +
				    " && document.getElementById('state') !== null",
				    "the page loads");
			});
		},
		// Wait until expr is true in the page, polling every 20 ms, for
		// at most seconds (120 by default): true, or an error naming what.
		until: function (expr, what, seconds) {
			var limit = (seconds || 120) * 1000;
			return page.eval("new Promise(function (ok) {" +
			    " var end = Date.now() + " + limit + ";" +
			    " (function poll() { var v = false;" +
			    "  try { v = !!(" + expr + "); } catch (e) {}" +
			    "  if (v || Date.now() > end) ok(v);" +
			    "  else setTimeout(poll, 20); })(); })").then(
			    function (v) {
				if (!v)
					throw new Error("timed out waiting until " + what);
				return true;
			});
		},
		// Click the middle of what the CSS selector names, as a mouse.
		click: function (selector) {
			return page.eval("(function () { var e = " +
			    "document.querySelector(" + JSON.stringify(selector) +
			    "); if (!e) return null; e.scrollIntoView({block:" +
			    " 'center'}); var r = e.getBoundingClientRect();" +
			    " return [r.left + r.width / 2, r.top + r.height / 2];" +
			    " })()").then(function (at) {
				if (!at)
					throw new Error("nothing to click: " + selector);
				return page.mouse(at[0], at[1]);
			});
		},
		// Press and release the mouse's button at (x, y).
		mouse: function (x, y) {
			return send("Input.dispatchMouseEvent", { type: "mousePressed",
			    x: x, y: y, button: "left", clickCount: 1 }).then(
			    function () {
				return send("Input.dispatchMouseEvent", {
				    type: "mouseReleased", x: x, y: y,
				    button: "left", clickCount: 1 });
			});
		},
		// Press a key (a name as KeyboardEvent.key has it, and its
		// Windows key code), as the keyboard does.
		key: function (key, code, shift) {
			var p = { key: key, code: key, windowsVirtualKeyCode: code,
			    nativeVirtualKeyCode: code, modifiers: shift ? 8 : 0 };
			if (key === "Enter")
				p.text = "\r";
			p.type = "keyDown";
			return send("Input.dispatchKeyEvent", p).then(function () {
				p.type = "keyUp";
				delete p.text;
				return send("Input.dispatchKeyEvent", p);
			});
		},
		// Type text into what has the focus.
		type: function (text) {
			return send("Input.insertText", { text: text });
		},
		// Press Tab until the element with this id has the focus, at
		// most 200 times: true if it got it.
		tabTo: function (id) {
			var n = 0;
			function step() {
				return page.eval("document.activeElement && " +
				    "document.activeElement.id").then(function (at) {
					if (at === id)
						return true;
					if (++n > 200)
						return false;
					return page.key("Tab", 9).then(step);
				});
			}
			return step();
		},
		// A PNG of the page as it is shown, width x height CSS pixels.
		screenshot: function (width, height) {
			return send("Emulation.setDeviceMetricsOverride", {
			    width: width, height: height, deviceScaleFactor: 1,
			    mobile: false }).then(function () {
				return send("Page.captureScreenshot", {
				    format: "png" });
			}).then(function (r) {
				return Buffer.from(r.data, "base64");
			});
		},
		close: function () {
			return send("Browser.close", {}, true).catch(function () {
			}).then(function () {
				proc.kill();
			});
		}
	};

	return send("Target.createTarget", { url: "about:blank" }, true).then(
	    function (r) {
		return send("Target.attachToTarget", { targetId: r.targetId,
		    flatten: true }, true);
	}).then(function (r) {
		session = r.sessionId;
		return send("Page.enable");
	}).then(function () {
		return send("Runtime.enable");
	}).then(function () {
		return page;
	});
}

module.exports = { open: open };
