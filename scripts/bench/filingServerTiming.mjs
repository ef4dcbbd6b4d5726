// Bench only, preloaded into the server under test (NODE_OPTIONS=--import): every answer carries
// `Server-Timing: app;dur=<ms>`, the server's own time from receiving the request to writing the
// answer's head, so the filing bench reports server-side figures without the client's share.
import http from 'node:http';

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, res) {
  if (event === 'request') {
    const started = process.hrtime.bigint();
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      if (!res.headersSent) res.setHeader('Server-Timing', `app;dur=${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(3)}`);
      return writeHead.apply(this, args);
    };
  }
  return emit.apply(this, arguments);
};
