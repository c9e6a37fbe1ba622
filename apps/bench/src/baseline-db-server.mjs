// The baseline of the signed-in figures on PostgreSQL: bare node:http and postgres.js (the version the server
// uses), one statement per request and nothing else (no token, no framework, no validation). It sends the
// statement the server sends for the endpoint (its SQL text and parameters, recorded by server-statements.ts from
// the server's own query function), the body's fields in the places the server puts them, and answers the same
// JSON: the page GET /api/readings/me answers, or the reading POST /api/readings saved. Run as its own process:
//   node baseline-db-server.mjs <database-url> <statement.json>   → prints the port on stdout
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import postgres from 'postgres';

const [url, statementFile] = process.argv.slice(2);
if (!url || !statementFile) {
  console.error('usage: node baseline-db-server.mjs <database-url> <statement.json>');
  process.exit(2);
}
/** { text, params }: each parameter a value, or { body, otherwise } for the request body's field. */
const statement = JSON.parse(readFileSync(statementFile, 'utf8'));
const sql = postgres(url, {
  // The server's pool size (packages/db's client.ts): both sides get as many PostgreSQL connections.
  max: 10,
  onnotice: () => {},
});

// The statements select the caller's fields first and the reading's eight last.
const toReading = (row) => {
  const [id, userId, content, zodiacSign, isFavorite, readingDate, kind, period] = row.slice(-8);
  return {
    id,
    userId,
    content,
    zodiacSign,
    isFavorite,
    readingDate: readingDate.toISOString(),
    kind,
    period,
  };
};

function answer(response, status, body) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
  });
  response.end(text);
}

async function handle(method, body) {
  const input = body === '' ? {} : JSON.parse(body);
  const params = statement.params.map((param) =>
    param !== null && typeof param === 'object' ? (input[param.body] ?? param.otherwise) : param,
  );
  const rows = await sql.unsafe(statement.text, params, { prepare: true }).values();
  // A row with no reading (an outer join that found none) is left out, as the server does; newest first.
  const readings = rows
    .filter((row) => row.at(-8) !== null)
    .map(toReading)
    .sort((a, b) => b.id - a.id);
  // A save answers the reading it wrote, marked as new (the bench's body names no kind, so every save is).
  return method === 'POST' ? { ...readings[0], alreadySaved: false } : readings;
}

const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    handle(request.method, Buffer.concat(chunks).toString()).then(
      (body) => answer(response, 200, body),
      (error) => answer(response, 500, { message: String(error) }),
    );
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => sql.end({ timeout: 5 }).then(() => process.exit(0))));
