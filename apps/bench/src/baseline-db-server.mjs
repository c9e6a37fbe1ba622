// The baseline of the signed-in figures on PostgreSQL: bare node:http and postgres.js (the version the server
// uses), one query per request and nothing else (no token, no framework, no validation). A GET answers the
// page GET /api/readings/me answers (the same keyset SELECT, the same JSON); a POST saves the body's reading
// with the same INSERT … RETURNING and answers it as POST /api/readings does. Run as its own process:
//   node baseline-db-server.mjs <database-url> <user-id> <page-limit>   → prints the port on stdout
import { createServer } from 'node:http';
import postgres from 'postgres';

const [url, userIdText, limitText] = process.argv.slice(2);
const userId = Number(userIdText);
const limit = Number(limitText);
if (!url || !Number.isInteger(userId) || !Number.isInteger(limit)) {
  console.error('usage: node baseline-db-server.mjs <database-url> <user-id> <page-limit>');
  process.exit(2);
}
const sql = postgres(url, {
  // The server's pool size (packages/db's client.ts): both sides get as many PostgreSQL connections.
  max: 10,
  onnotice: () => {},
});

const toReading = (row) => ({
  id: row.id,
  userId: row.user_id,
  content: row.content,
  zodiacSign: row.zodiac_sign,
  isFavorite: row.is_favorite,
  readingDate: row.reading_date.toISOString(),
});

function answer(response, status, body) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
  });
  response.end(text);
}

async function handle(method, body) {
  if (method === 'POST') {
    const input = JSON.parse(body);
    const [row] = await sql`
      insert into readings (user_id, content, zodiac_sign, is_favorite)
      values (${userId}, ${input.content}, ${input.zodiacSign}, ${input.isFavorite ?? false})
      returning id, user_id, content, zodiac_sign, is_favorite, reading_date`;
    return toReading(row);
  }
  const rows = await sql`
    select id, user_id, content, zodiac_sign, is_favorite, reading_date from readings
    where user_id = ${userId} order by id desc limit ${limit}`;
  return rows.map(toReading);
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
