// The baseline of every API figure: bare node:http answering fixed bytes (the exact body the endpoint under test
// answers, with the head it sent beside the ones node:http adds itself), after reading any request body. Run as its
// own process:
//   node baseline-server.mjs <body-file> [headers-file (JSON: name → value)]   → prints the port on stdout
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.argv[2] ?? '/dev/stdin');
const headers = {
  ...(process.argv[3]
    ? JSON.parse(readFileSync(process.argv[3], 'utf8'))
    : { 'content-type': 'application/json; charset=utf-8' }),
  'content-length': String(body.length),
};

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, headers);
    response.end(body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
