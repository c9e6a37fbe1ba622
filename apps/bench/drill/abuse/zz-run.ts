import { startServer } from '../server';
import { memoryDrill } from './memory';
const servers: { child: { kill(s: string): void } }[] = [];
await memoryDrill({
  launch: async (env = {}) => {
    const port = 40000 + Math.floor(Math.random() * 10000);
    const s = await startServer({ FIREBASE_PROJECT_ID: 'demo-celtic-zodiac', ...env }, port, 'built');
    servers.push(s);
    return { ...s, pid: s.child.pid ?? 0, databaseUrl: 'embedded' };
  },
  signIn: async () => [],
  claim: (text, holds, figure) => console.log(`${holds ? 'HOLDS' : 'FAILS'} ${text} (${figure})`),
});
for (const s of servers) s.child.kill('SIGTERM');
