// Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
// (the ISC licence: see the file COPYING).
// wasm-run.js: node PAGE ENGINE_JS DIR: answer every request DIR/*.req
// with the engine of the page PAGE (lf-render --format=html), the module
// as the page holds it in base64, run by the page's own script ENGINE_JS
// (bin/wasm/lfw-engine.js), writing each answer to DIR/NAME.ans, for
// tests/wasm.test.
'use strict';
const fs = require('fs');
const path = require('path');
const [page, engineJs, dir] = process.argv.slice(2);
const html = fs.readFileSync(page, 'utf8');
const m = /<script type="application\/octet-stream" id="lf-engine-wasm">([^<]*)<\/script>/.exec(html);
if (m === null) {
	process.stderr.write(page + ': no engine in the page\n');
	process.exit(1);
}
const lfwEngine = require(path.resolve(engineJs));
const run = lfwEngine(new WebAssembly.Module(Buffer.from(m[1].replace(/\s+/g, ''), 'base64')));
for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.req')).sort()) {
	const request = fs.readFileSync(path.join(dir, name), 'utf8');
	fs.writeFileSync(path.join(dir, name.replace(/\.req$/, '.ans')), run(request));
}
