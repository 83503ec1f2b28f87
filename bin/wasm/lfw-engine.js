// Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
// (the ISC licence: see the file COPYING).
// lfw-engine.js: runs the page's engine, the WebAssembly module of
// lf-wasm.c, with the little of WASI it needs (its clock, and the ends of
// requests that fail): lfwEngine(module) makes an instance of the compiled
// module and returns run(request), which gives the request's answer as
// text.  The page's worker (lfw-page.js) and the tests (tests/wasm.test)
// run it alike.

// A compiled module's engine: a function from a request to its answer.
function lfwEngine(module) {
	'use strict';
	var ESUCCESS = 0, EBADF = 8, ENOSYS = 52;
	var instance = null, memory = null;

	// The end of a request that exited (cli_die(), exit()): thrown by
	// proc_exit() through the module's frames to run().
	function Exit(code) {
		this.code = code;
	}

	function view() {
		return new DataView(memory.buffer);
	}

	// WASI's calls: standard output and error are the module's own
	// buffers, so what it writes there is dropped; it has no files, no
	// arguments and no environment.
	var wasi = {
		fd_write: function (fd, iovs, count, written) {
			var v = view(), n = 0, i;
			for (i = 0; i < count; i++)
				n += v.getUint32(iovs + 8 * i + 4, true);
			v.setUint32(written, n, true);
			return fd === 1 || fd === 2 ? ESUCCESS : EBADF;
		},
		clock_time_get: function (id, precision, time) {
			var ns = id === 0 ? Date.now() * 1e6 :
			    (typeof performance !== 'undefined' ?
			    performance.now() : Date.now()) * 1e6;
			view().setBigUint64(time, BigInt(Math.round(ns)), true);
			return ESUCCESS;
		},
		clock_res_get: function (id, res) {
			view().setBigUint64(res, BigInt(1000), true);
			return ESUCCESS;
		},
		random_get: function (buf, len) {
			// The engines draw from the seeds given; anything else
			// that asks gets zeros, the same every time.
			new Uint8Array(memory.buffer, buf, len).fill(0);
			return ESUCCESS;
		},
		proc_exit: function (code) {
			throw new Exit(code);
		},
		args_sizes_get: function (argc, size) {
			view().setUint32(argc, 0, true);
			view().setUint32(size, 0, true);
			return ESUCCESS;
		},
		args_get: function () {
			return ESUCCESS;
		},
		environ_sizes_get: function (count, size) {
			view().setUint32(count, 0, true);
			view().setUint32(size, 0, true);
			return ESUCCESS;
		},
		environ_get: function () {
			return ESUCCESS;
		},
		fd_prestat_get: function () {
			return EBADF;
		}
	};

	// Every other call the module imports fails as WASI's ENOSYS.
	function imports() {
		var env = {}, all = { wasi_snapshot_preview1: wasi };
		WebAssembly.Module.imports(module).forEach(function (imp) {
			var ns = all[imp.module] || (all[imp.module] = env);
			if (imp.kind === 'function' && !(imp.name in ns))
				ns[imp.name] = function () { return ENOSYS; };
		});
		return all;
	}

	// A fresh instance, as after a request that exited.
	function start() {
		instance = new WebAssembly.Instance(module, imports());
		memory = instance.exports.memory;
		if (instance.exports._initialize)
			instance.exports._initialize();
	}

	// The NUL-terminated text at address p of the module's memory.
	function text(p) {
		var bytes = new Uint8Array(memory.buffer), end = p;
		while (bytes[end] !== 0)
			end++;
		return new TextDecoder().decode(bytes.subarray(p, end));
	}

	// Run one request and return its answer: the output, or
	// "error: MESSAGE\n".
	return function run(request) {
		var bytes = new TextEncoder().encode(request), p, answer;
		if (instance === null)
			start();
		p = instance.exports.lfw_input(bytes.length);
		if (p === 0)
			return 'error: out of memory\n';
		new Uint8Array(memory.buffer, p, bytes.length + 1).set(bytes);
		new Uint8Array(memory.buffer)[p + bytes.length] = 0;
		try {
			answer = text(instance.exports.lfw_run());
		} catch (e) {
			if (!(e instanceof Exit))
				throw e;
			answer = text(instance.exports.lfw_output());
			if (answer.indexOf('error: ') !== 0)
				answer = 'error: the engine stopped (exit ' +
				    e.code + ')\n';
			instance = null; // its stack and heap are as it left them
		}
		return answer;
	};
}

if (typeof module !== 'undefined' && module.exports)
	module.exports = lfwEngine;
