// Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
// (the ISC licence: see the file COPYING).
// lfw-page.js: the page's engine in a worker, so that the page never
// freezes while it thinks: lfEngine.run(request) sends a request (see
// lf-render(1), The engine) to the worker and gives a promise of its
// answer; lfEngine.stop() ends the worker and what it was doing, and the
// next request starts a new one.  lfEngine is null when the page has no
// engine (configure found no WebAssembly toolchain) or the browser runs
// no WebAssembly or workers.
var lfEngine = (function () {
	'use strict';
	var el = document.getElementById('lf-engine-wasm');
	var worker = null, url = null, pending = {}, next = 1;

	if (el === null || typeof WebAssembly !== 'object' ||
	    typeof Worker !== 'function' || typeof Blob !== 'function')
		return null;

	// The worker's script: compile the module's bytes once, then answer
	// each {id, request} with {id, output}.
	function workerMain() {
		var run = null;
		onmessage = function (ev) {
			var output;
			if (ev.data.bytes) {
				run = lfwEngine(new WebAssembly.Module(ev.data.bytes));
				return;
			}
			try {
				output = run(ev.data.request);
			} catch (e) {
				output = 'error: ' + e.message + '\n';
			}
			postMessage({ id: ev.data.id, output: output });
		};
	}

	// The module's bytes, from the base64 text of the page's element.
	function bytes() {
		var s = atob(el.textContent.replace(/\s+/g, ''));
		var b = new Uint8Array(s.length), i;
		for (i = 0; i < s.length; i++)
			b[i] = s.charCodeAt(i);
		return b;
	}

	// A worker with the module, made when a request first needs it.
	function start() {
		if (url === null)
			url = URL.createObjectURL(new Blob([lfwEngine.toString(),
			    '\n(', workerMain.toString(), ')();\n'],
			    { type: 'text/javascript' }));
		worker = new Worker(url);
		worker.onmessage = function (ev) {
			var p = pending[ev.data.id];
			delete pending[ev.data.id];
			if (p)
				p.resolve(ev.data.output);
		};
		worker.onerror = function (ev) {
			stop(ev.message || 'the engine failed');
		};
		worker.postMessage({ bytes: bytes() });
	}

	// End the worker and fail what it had to answer.
	function stop(why) {
		var id;
		if (worker !== null)
			worker.terminate();
		worker = null;
		for (id in pending)
			pending[id].reject(new Error(why || 'stopped'));
		pending = {};
	}

	return {
		// Send a request; a promise of its answer.
		run: function (request) {
			return new Promise(function (resolve, reject) {
				var id = next++;
				if (worker === null)
					start();
				pending[id] = { resolve: resolve, reject: reject };
				worker.postMessage({ id: id, request: request });
			});
		},
		stop: function () {
			stop('stopped');
		}
	};
})();
